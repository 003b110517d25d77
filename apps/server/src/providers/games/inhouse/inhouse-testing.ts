import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type RegisteredPlayer } from '../../../testing/players';

/** Helpers of the in-house provider's HTTP tests: launching a game and calling the client API. */

export interface RoundBody {
  readonly id: string;
  readonly game: string;
  readonly bet: number;
  readonly win: number;
  readonly nonce: number;
  readonly clientSeed: string;
  readonly serverSeedHash: string;
  readonly params: Record<string, unknown>;
  readonly outcome: Record<string, unknown>;
  readonly state?: string;
  /** Multi-step games: the player's actions so far. */
  readonly actions?: readonly unknown[];
  readonly status: 'open' | 'settled';
}

export interface RoundAnswerBody {
  readonly round: RoundBody;
  readonly balance: number;
}

export interface SessionBody {
  readonly game: { identity: string; name: string; kind: string; rtpBasisPoints: number; config?: unknown };
  readonly currency: string;
  readonly subunitToUnit: number;
  readonly balance: number;
  readonly demo: boolean;
  readonly limits: { minBet: number; maxBet: number };
  readonly seeds: { serverSeedHash: string; clientSeed: string; nonce: number };
  readonly openRound: RoundBody | null;
  readonly freespins: { left: number; betAmount: number } | null;
}

export interface LaunchOptions {
  /** Launch as this player, with this access token (one of their logins); a guest without. */
  readonly player?: Pick<RegisteredPlayer, 'accessToken'>;
  readonly demo?: boolean;
  /** The client address; guest demo launches are rate-limited per address. */
  readonly remoteAddress?: string;
}

export function launchRequest(app: FastifyInstance, game: string, options: LaunchOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/game/games/${game}/play`,
    headers: options.player ? bearer(options.player.accessToken) : {},
    payload: options.demo === undefined ? {} : { demo: options.demo },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** Launches a game and answers the launch token of its URL. */
export async function launchToken(app: FastifyInstance, game: string, options: LaunchOptions = {}): Promise<string> {
  const response = await launchRequest(app, game, options);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json<{ url: string }>().url, 'http://localhost');
  expect(url.pathname).toBe(`/provider/games/play/${game}`);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`no token in ${url.href}`);
  return token;
}

export function providerCall(
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/provider/games/api${path}`, payload });
}

export async function session(app: FastifyInstance, token: string): Promise<SessionBody> {
  const response = await providerCall(app, '/session', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionBody>();
}

export async function playRound(
  app: FastifyInstance,
  token: string,
  bet: number,
  params: Record<string, unknown>,
): Promise<RoundAnswerBody> {
  const response = await providerCall(app, '/rounds', { token, bet, params });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RoundAnswerBody>();
}

export async function act(
  app: FastifyInstance,
  token: string,
  roundId: string,
  action: Record<string, unknown>,
): Promise<RoundAnswerBody> {
  const response = await providerCall(app, `/rounds/${roundId}/actions`, { token, action });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RoundAnswerBody>();
}

export async function accountBalance(
  app: FastifyInstance,
  player: RegisteredPlayer,
  currency: string,
): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/wallet/accounts',
    headers: bearer(player.accessToken),
  });
  const account = response
    .json<{ data: { currency: string; balance: number }[] }>()
    .data.find((candidate) => candidate.currency === currency);
  return account?.balance ?? 0;
}

/** Params that play each one-step game at an ordinary risk. */
export function oneStepParams(game: string, bet: number): Record<string, unknown> {
  switch (game) {
    case 'orbit-dice':
      return { target: 50.5, condition: 'over' };
    case 'orbit-limbo':
      return { target: 2.5 };
    case 'orbit-plinko':
      return { rows: 12, risk: 'medium' };
    case 'lucky-orbit':
      return {};
    case 'orbit-european-roulette':
      return { bets: [{ type: 'red', amount: bet }] };
    default:
      throw new Error(`not a one-step game: ${game}`);
  }
}

export const ONE_STEP_GAMES = [
  'orbit-dice',
  'orbit-limbo',
  'orbit-plinko',
  'lucky-orbit',
  'orbit-european-roulette',
] as const;
