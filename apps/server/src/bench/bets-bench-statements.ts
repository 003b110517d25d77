import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';

/** Rounds the statement count is averaged over (after one round that warms the caches up). */
const COUNTED_ROUNDS = 20;

/**
 * Statements (round trips, BEGIN and COMMIT included) one API round sends to PostgreSQL:
 * an app built in this process on the bench's database plays rounds for an already launched
 * player while every query of the pg driver is counted.
 */
export async function statementsPerRound(
  databaseUrl: string,
  launchToken: string,
  adminToken: string,
): Promise<number> {
  const app = await buildApp(
    loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: adminToken,
      REDIS_URL: '',
    }),
  );
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let statements = 0;
  prototype.query = function counted(this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    const play = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/provider/games/api/rounds',
        payload: { token: launchToken, game: 'orbit-dice', bet: 10, params: { target: 50, condition: 'over' } },
      });
      if (response.statusCode !== 200)
        throw new Error(`round for the statement count: ${response.statusCode} ${response.body}`);
    };
    await play();
    statements = 0;
    for (let round = 0; round < COUNTED_ROUNDS; round += 1) await play();
    return statements / COUNTED_ROUNDS;
  } finally {
    prototype.query = original;
    await app.close();
  }
}
