import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { games } from '../../../../modules/game/game.table';
import { fundPlayer } from '../../../../testing/ledger';
import { registerPlayer, type RegisteredPlayer } from '../../../../testing/players';
import { providerCall } from '../inhouse-testing';
import type { CrashBetAnswer, CrashState } from './crash-service';
import { crashRounds } from './crash.table';

/** Crash's server tests: the game, a clock moved by hand, rounds of a wanted crash point, players and their calls. */
export const GAME = 'comet-crash';
export const FUNDS = 100_000;

/** A clock the test moves by hand: what the server does at a moment follows from it alone. */
export function manualClock(app: FastifyInstance) {
  let now = Date.now();
  app.crash.setClock(() => now);
  return {
    set: (at: number) => {
      now = at;
    },
    get: () => now,
  };
}

export async function gameId(app: FastifyInstance): Promise<string> {
  const [game] = await app.database.db.select({ id: games.id }).from(games).where(eq(games.identity, GAME));
  if (!game) throw new Error('no comet-crash in the catalogue');
  return game.id;
}

export async function openRound(app: FastifyInstance) {
  const [round] = await app.database.db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameId, await gameId(app)), eq(crashRounds.status, 'open')));
  if (!round) throw new Error('no open crash round');
  return round;
}

/** Ends rounds (the clock set to each crash) until the open one crashes within [min, max] hundredths. */
export async function roundCrashingBetween(
  app: FastifyInstance,
  clock: ReturnType<typeof manualClock>,
  min: number,
  max: number,
) {
  const id = await gameId(app);
  for (let tries = 0; tries < 200; tries += 1) {
    const round = await openRound(app);
    if (round.crashPoint >= min && round.crashPoint <= max) {
      clock.set(Math.max(clock.get(), round.bettingEndsAt.getTime() - 3_000));
      return round;
    }
    clock.set(Math.max(clock.get(), round.crashAt.getTime()));
    await app.crash.advance(id);
  }
  throw new Error(`no round crashing between ${min} and ${max} in 200`);
}

export async function fundedPlayer(app: FastifyInstance, currency = 'EUR'): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app, { currency });
  await fundPlayer(app, player.profile.id, currency, BigInt(FUNDS));
  return player;
}

export async function state(app: FastifyInstance, token: string): Promise<CrashState> {
  const response = await providerCall(app, '/crash/state', { token, game: GAME });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CrashState>();
}

export async function bet(
  app: FastifyInstance,
  token: string,
  amount: number,
  autoCashOut?: number,
): Promise<CrashBetAnswer> {
  const response = await providerCall(app, '/crash/bets', {
    token,
    game: GAME,
    amount,
    ...(autoCashOut === undefined ? {} : { autoCashOut }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CrashBetAnswer>();
}

export const cashOut = (app: FastifyInstance, token: string) =>
  providerCall(app, '/crash/cashout', { token, game: GAME });
