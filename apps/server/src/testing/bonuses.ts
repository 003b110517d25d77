import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlayerBonus, PlayerId } from '@casino/shared';
import { queryRows } from '../db/database';
import { bearer } from './players';

/** Helpers of the bonus engine's tests: template ids, the seamless wallet with chosen outcomes, bonus reads. */

export async function bonusIdOf(app: FastifyInstance, pageIdentity: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.database.db,
    sql`select id from bonuses where page_identity = ${pageIdentity}`,
  );
  if (!row) throw new Error(`no bonus ${pageIdentity}`);
  return Number(row.id);
}

export async function gameIdOf(app: FastifyInstance, identity: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    app.database.db,
    sql`select id::text as id from games where identity = ${identity}`,
  );
  if (!row) throw new Error(`no game ${identity}`);
  return row.id;
}

/** The in-house integration's seamless wallet: rounds with the stake and win a test chooses. */
export function inhouseWallet(app: FastifyInstance) {
  return app.bonuses.gameWallet.seamlessWallet('inhouse');
}

/** One settled round (bet and win in one call) of `game`, as a provider reports a slot spin. */
export async function spin(
  app: FastifyInstance,
  playerId: PlayerId,
  currency: string,
  gameId: string,
  bet: number,
  win: number,
) {
  const roundId = randomUUID();
  return inhouseWallet(app).betAndWin({
    playerId,
    currency,
    gameId,
    providerRoundId: roundId,
    betTransactionId: `${roundId}:bet`,
    winTransactionId: `${roundId}:win`,
    bet: BigInt(bet),
    win: BigInt(win),
  });
}

export async function playerBonuses(app: FastifyInstance, token: string, query = ''): Promise<PlayerBonus[]> {
  const response = await app.inject({ method: 'GET', url: `/api/game/player-bonuses${query}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`player bonuses: ${response.statusCode} ${response.body}`);
  return response.json<{ data: PlayerBonus[] }>().data;
}

export async function accountsOf(
  app: FastifyInstance,
  token: string,
): Promise<{ currency: string; balance: number; bonusBalance?: number }[]> {
  const response = await app.inject({ method: 'GET', url: '/api/wallet/accounts', headers: bearer(token) });
  return response.json<{ data: { currency: string; balance: number; bonusBalance?: number }[] }>().data;
}

/** Issues a bonus by hand through the operator API (the app runs with ADMIN_TOKEN = TEST_ADMIN_TOKEN). */
export async function issueBonus(
  app: FastifyInstance,
  adminToken: string,
  playerId: PlayerId,
  body: Record<string, unknown>,
): Promise<PlayerBonus> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/bonuses/players/${playerId}/bonuses`,
    headers: bearer(adminToken),
    payload: { key: randomUUID(), ...body },
  });
  if (response.statusCode !== 201) throw new Error(`issue bonus: ${response.statusCode} ${response.body}`);
  return response.json<PlayerBonus>();
}
