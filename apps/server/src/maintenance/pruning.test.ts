import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database';
import { registerPlayer } from '../testing/players';
import { Pruning, pruneJob, type PruneTask } from './pruning';
import { useTestApp } from '../testing/test-app';

const testApp = useTestApp();

const AUTH_TASKS = ['one-time-codes', 'rate-limit-windows', 'social-login-states', 'autologin-tokens'];
const HOUR_MS = 60 * 60 * 1000;

/** Runs only the named tasks of the app, as the schedule would. */
async function runTasks(names: string[], now: Date): Promise<Record<string, number>> {
  const pruning = new Pruning(testApp.app.log);
  pruning.add(...testApp.app.pruning.list().filter((task) => names.includes(task.name)));
  return pruning.runOnce(now);
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();
const db = () => testApp.app.database.db;

async function remaining(
  table: 'one_time_codes' | 'social_login_states',
  column: 'target' | 'state',
  prefix: string,
): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db(),
    sql`select ${sql.identifier(column)} as name from ${sql.identifier(table)} where ${sql.identifier(column)} like ${`${prefix}%`} order by 1`,
  );
  return rows.map((row) => row.name);
}

describe('the auth prune tasks', () => {
  it('are registered on the app (their recurring job runs where workers run: server.ts, not these tests)', () => {
    expect(testApp.app.pruning.list().map((task) => task.name)).toEqual(expect.arrayContaining(AUTH_TASKS));
  });

  it('delete expired one-time codes (a day after expiry, so a late link still says "expired") and keep the others', async () => {
    const now = new Date();
    const prefix = `prune-${randomUUID()}`;
    for (const [name, expiresAt] of [
      ['a-long-expired', ago(now, 25 * HOUR_MS)],
      ['b-just-expired', ago(now, HOUR_MS)],
      ['c-live', later(now, 10 * 60 * 1000)],
    ] as const) {
      await db().execute(
        sql`insert into one_time_codes (purpose, target, code_hash, max_attempts, expires_at) values ('login', ${`${prefix}-${name}`}, 'x', 5, ${expiresAt})`,
      );
    }
    expect(await runTasks(['one-time-codes'], now)).toEqual({ 'one-time-codes': 1 });
    expect(await remaining('one_time_codes', 'target', prefix)).toEqual([
      `${prefix}-b-just-expired`,
      `${prefix}-c-live`,
    ]);
    // Idempotent: a second node running the same task finds nothing left to do.
    expect(await runTasks(['one-time-codes'], now)).toEqual({ 'one-time-codes': 0 });
  });

  it('delete rate-limit windows that ended for every rule and keep the current ones', async () => {
    const now = new Date();
    const key = `prune-test:${randomUUID()}`;
    await db().execute(
      sql`insert into rate_limit_windows (key, window_start, hits) values (${key}, ${ago(now, 2 * HOUR_MS)}, 3), (${key}, ${ago(now, 60_000)}, 1)`,
    );
    await runTasks(['rate-limit-windows'], now);
    const rows = await queryRows<{ hits: number }>(db(), sql`select hits from rate_limit_windows where key = ${key}`);
    expect(rows).toEqual([{ hits: 1 }]);
  });

  it('delete expired social login states and auto-login tokens and keep live ones', async () => {
    const now = new Date();
    const player = await registerPlayer(testApp.app);
    const prefix = `prune-${randomUUID()}`;
    for (const [name, expiresAt] of [
      ['expired', ago(now, 60_000)],
      ['live', later(now, 60_000)],
    ] as const) {
      await db().execute(
        sql`insert into social_login_states (state, provider, code_verifier, nonce, redirect_uri, expires_at) values (${`${prefix}-${name}`}, 'test', 'v', 'n', 'https://example.test', ${expiresAt})`,
      );
      await db().execute(
        sql`insert into autologin_tokens (token_hash, player_id, expires_at) values (${`${prefix}-${name}`}, ${player.profile.id}, ${expiresAt})`,
      );
    }
    await runTasks(['social-login-states', 'autologin-tokens'], now);
    expect(await remaining('social_login_states', 'state', prefix)).toEqual([`${prefix}-live`]);
    const tokens = await queryRows<{ token_hash: string }>(
      db(),
      sql`select token_hash from autologin_tokens where token_hash like ${`${prefix}%`}`,
    );
    expect(tokens.map((row) => row.token_hash)).toEqual([`${prefix}-live`]);
  });
});

describe('Pruning', () => {
  const counting = (name: string, calls: Date[]): PruneTask => ({ name, prune: async (now) => (calls.push(now), 1) });

  it('runs every task once; a failing task is logged and the others still run', async () => {
    const calls: Date[] = [];
    const error = vi.fn();
    const pruning = new Pruning({ error, info: vi.fn() } as unknown as FastifyBaseLogger);
    pruning.add(
      counting('first', calls),
      { name: 'broken', prune: () => Promise.reject(new Error('boom')) },
      counting('last', calls),
    );
    const now = new Date('2030-01-01T00:00:00Z');
    expect(await pruning.runOnce(now)).toEqual({ first: 1, last: 1 });
    expect(calls).toEqual([now, now]);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ task: 'broken' }), 'a prune task failed');
  });

  it('runs every task from one recurring job, every 10 minutes (once across the nodes: the job queue sees to that)', async () => {
    const kind = testApp.app.jobs.list().find((job) => job.name === 'maintenance.prune');
    expect(kind?.cron).toBe('*/10 * * * *');
    const calls: Date[] = [];
    const pruning = new Pruning(testApp.app.log);
    pruning.add(counting('task', calls));
    await pruneJob(pruning).run({}, { jobId: randomUUID(), number: 1, signal: new AbortController().signal });
    expect(calls).toHaveLength(1);
  });
});
