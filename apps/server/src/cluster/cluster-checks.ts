import pg from 'pg';
import { expect } from 'vitest';
import type { ClusterPlayer } from '../testing/cluster-http';
import type { NodeProcess } from '../testing/cluster-processes';
import { isSuccess, type RoundAttempt } from './cluster-load';

/** A node's log holds no line at level error or above (and no crash output), from character `since` on. */
export function expectNoErrors(node: NodeProcess, since = 0): void {
  expect(node.errorLines(since), `${node.name} logged errors:\n${node.output().slice(since)}`).toEqual([]);
}

interface StoredRound {
  readonly id: string;
  readonly bet: string;
  readonly win: string;
}

/** The in-house provider's rounds of a player, and the casino's record of them (game_rounds). */
export async function inhouseRoundsOf(
  databaseUrl: string,
  playerId: string,
): Promise<{ provider: StoredRound[]; casino: StoredRound[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const provider = await client.query<StoredRound>(
      'select id::text, bet::text, win::text from inhouse_rounds where player_id = $1 and not is_demo',
      [playerId],
    );
    const casino = await client.query<StoredRound>(
      'select provider_round_id as id, bet::text, win::text from game_rounds where player_id = $1 and not is_demo',
      [playerId],
    );
    return { provider: provider.rows, casino: casino.rows };
  } finally {
    await client.end();
  }
}

/**
 * Every round answered 2xx is stored once, with the bet and win the player was told; a request
 * without an answer made at most one round (none was sent twice); the balance is the funding
 * minus the stakes plus the wins of exactly the stored rounds, and the casino's record of the
 * rounds is the provider's.
 */
export async function expectEveryAcceptedRoundOnce(
  databaseUrl: string,
  player: ClusterPlayer,
  attempts: readonly RoundAttempt[],
  funded: number,
  balance: number | undefined,
): Promise<void> {
  const { provider, casino } = await inhouseRoundsOf(databaseUrl, player.id);
  const stored = new Map(provider.map((row) => [row.id, row]));
  const accepted = attempts.filter((attempt) => isSuccess(attempt.status));
  for (const { round } of accepted) {
    expect(stored.get(round?.id ?? ''), `round ${round?.id} answered 2xx`).toEqual({
      id: round?.id,
      bet: String(round?.bet),
      win: String(round?.win),
    });
  }
  expect(stored.size).toBe(provider.length);
  expect(provider.length).toBeLessThanOrEqual(attempts.length);
  expect(provider.length - accepted.length).toBeLessThanOrEqual(attempts.length - accepted.length);
  const stakes = provider.reduce((sum, row) => sum + Number(row.bet), 0);
  const wins = provider.reduce((sum, row) => sum + Number(row.win), 0);
  expect(balance).toBe(funded - stakes + wins);
  const byId = (rows: StoredRound[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  expect(byId(casino)).toEqual(byId(provider));
}
