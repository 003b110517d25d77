import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';

/** The limits clock of a test file's app, moved by a test and put back after each test. */
export interface LimitsClock {
  /** Moves the clock `ms` on from where it stands (moves within a test add up). */
  advance(ms: number): void;
  /** Sets the clock `ms` away from the real time, whatever moves came before (0: the real time again). */
  setOffset(ms: number): void;
}

/**
 * The limits module reads the time through `app.limits.now` (periods, breaks, warnings, the
 * markers job), so tests move that clock instead of waiting. Call once at a test file's top level,
 * with the file's app getter; every test starts on the real time.
 */
export function useLimitsClock(app: () => FastifyInstance): LimitsClock {
  let real: (() => Date) | undefined;
  let offset = 0;
  const setOffset = (ms: number): void => {
    const base = (real ??= app().limits.now);
    offset = ms;
    app().limits.now = () => new Date(base().getTime() + offset);
  };
  afterEach(() => {
    if (real) app().limits.now = real;
    real = undefined;
    offset = 0;
  });
  return { advance: (ms) => setOffset(offset + ms), setOffset };
}
