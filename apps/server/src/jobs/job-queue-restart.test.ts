import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../testing/payments';
import { durableApps } from '../testing/durable-app';
import type { JobKind } from './job-kind';

interface Note {
  readonly note: string;
}

/** Each run's note, across both app instances of the test. */
const runs: string[] = [];
let merchantDown = true;

/**
 * A delivery whose first try fails (the merchant, or this very server, was down) and whose next
 * try is ten minutes away: far longer than the test waits.
 */
const deliveryKind: JobKind<Note> = {
  name: 'test.delivery',
  retry: { limit: 5, delaySeconds: 600, backoff: false },
  timeoutSeconds: 30,
  run: async ({ note }) => {
    runs.push(note);
    if (merchantDown) throw new Error('the merchant is down');
  },
};

const apps = durableApps('casino-jobs-restart-');

async function started(environment: Record<string, string>): Promise<FastifyInstance> {
  const app = await apps.start(environment);
  app.jobs.define(deliveryKind);
  await app.jobs.start();
  return app;
}

describe('retries waiting out their back-off when the server stops', { timeout: 120_000 }, () => {
  it('run as soon as the next server starts, not minutes later', async () => {
    const environment = await apps.environment();
    const note = `delivery-${randomUUID()}`;
    const first = await started(environment);
    await first.jobs.enqueue(deliveryKind, { note });
    await waitUntil(async () => runs.includes(note), 30_000);
    await first.close();

    merchantDown = false;
    const second = await started(environment);
    apps.onCleanUp(() => second.close());
    // Ten minutes of back-off were left: the retry runs at once instead.
    await waitUntil(async () => runs.filter((run) => run === note).length === 2, 30_000);
    await waitUntil(async () => (await second.jobs.unfinished([deliveryKind.name])) === 0, 30_000);
    expect(runs.filter((run) => run === note)).toHaveLength(2);
  });
});
