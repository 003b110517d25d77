import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { bearer } from '../testing/players';
import { TEST_ADMIN_TOKEN, waitUntil } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { JobKind } from './job-kind';

interface Note {
  readonly note: string;
}

/** What the test kinds did: each run's note and when it started. */
const recorded: { note: string; attempt: number; at: number }[] = [];
let failuresLeft = Number.POSITIVE_INFINITY;

const recordedKind: JobKind<Note> = {
  name: 'test.recorded',
  retry: { limit: 0, delaySeconds: 1, backoff: false },
  timeoutSeconds: 30,
  run: async ({ note }, attempt) => {
    recorded.push({ note, attempt: attempt.number, at: Date.now() });
  },
};

/** Fails while `failuresLeft` lasts: a merchant down, then back. */
const flakyKind: JobKind<Note> = {
  name: 'test.flaky',
  retry: { limit: 2, delaySeconds: 1, backoff: true },
  timeoutSeconds: 30,
  run: async ({ note }, attempt) => {
    recorded.push({ note, attempt: attempt.number, at: Date.now() });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`the merchant is down (${note})`);
    }
  },
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN },
    // Before the app is ready, as a module defines its kinds while the app is built.
    beforeReady: (built) => {
      built.jobs.define(recordedKind);
      built.jobs.define(flakyKind);
    },
  });
});
afterAll(() => testApp.close());

const app = () => testApp.app;
const runsOf = (note: string) => recorded.filter((run) => run.note === note);
/** `token: null` sends none. */
const operator = (method: 'GET' | 'POST', url: string, token: string | null = TEST_ADMIN_TOKEN) =>
  app().inject({ method, url: `/api/admin/jobs${url}`, headers: token === null ? {} : bearer(token) });
interface DeadJobView {
  id: string;
  kind: string;
  data: Note;
  error: string | null;
  attempts: number;
  enqueuedAt: string;
  diedAt: string;
}
const deadJobs = async () => (await operator('GET', '/dead')).json<{ data: DeadJobView[] }>().data;

describe('enqueueing in a transaction', () => {
  it('enqueues nothing when the transaction rolls back, and the job once when it commits', async () => {
    const rolledBack = `rolled-back-${randomUUID()}`;
    const committed = `committed-${randomUUID()}`;
    const before = await app().jobs.unfinished([recordedKind.name]);
    await expect(
      app().database.db.transaction(async (tx) => {
        await app().jobs.enqueue(recordedKind, { note: rolledBack }, { executor: tx });
        // Written in the transaction, like the change itself...
        expect(await queryRows(tx, sql`select id from pgboss.job where data->>'note' = ${rolledBack}`)).toHaveLength(1);
        throw new Error('the change fails after the job was enqueued');
      }),
    ).rejects.toThrow('the change fails');
    // ...and gone with it.
    expect(
      await queryRows(app().database.db, sql`select id from pgboss.job where data->>'note' = ${rolledBack}`),
    ).toHaveLength(0);
    await app().database.db.transaction(async (tx) =>
      app().jobs.enqueue(recordedKind, { note: committed }, { executor: tx }),
    );
    expect(await app().jobs.unfinished([recordedKind.name])).toBe(before + 1);

    await app().jobs.start();
    await waitUntil(async () => runsOf(committed).length === 1);
    await waitUntil(async () => (await app().jobs.unfinished([recordedKind.name])) === 0);
    expect(runsOf(committed)).toHaveLength(1);
    expect(runsOf(rolledBack)).toHaveLength(0);
  });
});

describe('a failing job', () => {
  it('is retried with growing pauses, then lands in dead letter, where the operator sees it and can retry it', async () => {
    const note = `flaky-${randomUUID()}`;
    failuresLeft = Number.POSITIVE_INFINITY;
    await app().jobs.start();
    await app().jobs.enqueue(flakyKind, { note });
    await waitUntil(async () => (await deadJobs()).some((job) => job.data.note === note), 30_000);
    // The first try and its two retries, each after a longer pause than the one before (at least 1 s, then 2 s).
    const runs = runsOf(note);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1_000);
    expect(third - second).toBeGreaterThanOrEqual(2_000);

    const dead = (await deadJobs()).find((job) => job.data.note === note);
    expect(dead).toMatchObject({
      kind: 'test.flaky',
      data: { note },
      error: `the merchant is down (${note})`,
      attempts: 3,
    });
    expect(Date.parse(dead?.diedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(dead?.enqueuedAt ?? ''));

    // The merchant is back: the operator's retry runs it once more, and it leaves the dead letters.
    failuresLeft = 0;
    const retried = await operator('POST', `/dead/${dead?.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(202);
    await waitUntil(async () => runsOf(note).length === 4);
    await waitUntil(async () => (await app().jobs.unfinished([flakyKind.name])) === 0);
    expect((await deadJobs()).some((job) => job.data.note === note)).toBe(false);
    expect((await operator('POST', `/dead/${dead?.id}/retry`)).statusCode).toBe(404);
  });

  it('is shown to the operator only: no token, a wrong token or a bad id are refused', async () => {
    expect((await operator('GET', '/dead', null)).statusCode).toBe(401);
    expect((await operator('GET', '/dead', 'a-player-token-is-not-an-operator-token')).statusCode).toBe(401);
    expect((await operator('POST', `/dead/${randomUUID()}/retry`, null)).statusCode).toBe(401);
    expect((await operator('POST', '/dead/not-a-job/retry')).statusCode).toBe(400);
    expect((await operator('GET', '/dead?limit=0')).statusCode).toBe(400);
    const listed = await operator('GET', '/dead?limit=5');
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: unknown[] }>().data.length).toBeLessThanOrEqual(5);
  });
});
