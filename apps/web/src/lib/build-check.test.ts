import { describe, expect, it, vi } from 'vitest';
import {
  createBuildCheck,
  FORCED_RELOAD_GUARD_MS,
  isForcedReloadAllowed,
  parseLatestBuildId,
  RELOAD_DELAY_MS,
} from './build-check';

function setup({
  latestId = 'build-1',
  lastForcedReload = null as number | null,
  now = 1_000_000,
  isNavigating = false,
} = {}) {
  let storedReloadAt = lastForcedReload;
  const scheduled: { run: () => void; delayMs: number }[] = [];
  const environment = {
    currentBuildId: 'build-1',
    fetchLatestBuildId: vi.fn(async () => latestId),
    now: () => now,
    reload: vi.fn(),
    schedule: (run: () => void, delayMs: number) => void scheduled.push({ run, delayMs }),
    readLastForcedReload: () => storedReloadAt,
    writeLastForcedReload: (atMs: number) => {
      storedReloadAt = atMs;
    },
    warn: vi.fn(),
    isNavigating: () => isNavigating,
  };
  return { environment, scheduled, buildCheck: createBuildCheck(environment), storedReloadAt: () => storedReloadAt };
}

describe('isForcedReloadAllowed', () => {
  it.each([
    [null, 50_000, true],
    [40_000, 50_000, true],
    [40_001, 50_000, false],
    [49_000, 50_000, false],
    // A clock set back (or a value from another session) must not block reloads forever.
    [60_000, 50_000, true],
  ])('last forced reload at %s, now %s: %s', (last, now, expected) => {
    expect(isForcedReloadAllowed(last, now)).toBe(expected);
  });

  it('uses a 10 second guard', () => {
    expect(FORCED_RELOAD_GUARD_MS).toBe(10_000);
  });
});

describe('parseLatestBuildId', () => {
  it.each([
    [{ id: 'abc' }, 'abc'],
    [{ id: '' }, undefined],
    [{ id: 42 }, undefined],
    [null, undefined],
    ['abc', undefined],
  ])('%j -> %s', (body, expected) => {
    expect(parseLatestBuildId(body)).toBe(expected);
  });
});

describe('the build check', () => {
  it('does nothing while the published build is the running one', async () => {
    const { buildCheck, environment, scheduled } = setup();
    await buildCheck.check();
    buildCheck.onNavigated();
    expect(buildCheck.reloadReason()).toBeNull();
    expect(scheduled).toEqual([]);
    expect(environment.fetchLatestBuildId).toHaveBeenCalled();
  });

  it('reloads on the navigation after a new build was found, not at once', async () => {
    const { buildCheck, environment, scheduled, storedReloadAt } = setup({ latestId: 'build-2' });
    await buildCheck.check();
    expect(buildCheck.reloadReason()).toBe('new-build');
    expect(scheduled).toEqual([]);
    buildCheck.onNavigated();
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.delayMs).toBe(RELOAD_DELAY_MS);
    scheduled[0]?.run();
    expect(environment.reload).toHaveBeenCalledOnce();
    expect(storedReloadAt()).toBe(1_000_000);
  });

  it('reloads after the next navigation when a chunk failed to load between navigations', () => {
    const { buildCheck, scheduled } = setup();
    buildCheck.reportChunkFailure(new Error('Failed to fetch dynamically imported module'));
    expect(buildCheck.reloadReason()).toBe('chunk-failure');
    buildCheck.onNavigated();
    expect(scheduled).toHaveLength(1);
  });

  it('lets the navigation whose page failed to load end on its error screen, and reloads on the one after', () => {
    const { buildCheck, scheduled } = setup({ isNavigating: true });
    buildCheck.reportChunkFailure(new Error('Failed to fetch dynamically imported module'));
    buildCheck.onNavigated();
    expect(scheduled).toEqual([]);
    buildCheck.onNavigated();
    expect(scheduled).toHaveLength(1);
  });

  it('refuses a second forced reload within 10 seconds', () => {
    const { buildCheck, scheduled, environment } = setup({ lastForcedReload: 1_000_000 - 3_000 });
    buildCheck.reportChunkFailure(new Error('chunk'));
    buildCheck.onNavigated();
    expect(scheduled).toEqual([]);
    expect(environment.warn).toHaveBeenLastCalledWith(expect.stringContaining('skipped'));
  });

  it('treats an unreachable latest.json as no news', async () => {
    const { buildCheck, environment } = setup();
    environment.fetchLatestBuildId.mockRejectedValueOnce(new Error('offline'));
    await buildCheck.check();
    expect(buildCheck.reloadReason()).toBeNull();
    expect(environment.warn).toHaveBeenCalled();
  });
});
