import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FIELD_NAMES } from '@casino/shared';
import { fundPlayer } from '../testing/ledger';
import { createInvoice, depositFor } from '../testing/payments';
import { bearer, randomAddress, registerPlayer, type RegisteredPlayer } from '../testing/players';
import { launchToken, playRound } from '../providers/games/inhouse/inhouse-testing';
import type { FuzzPools, IdentityName } from './fuzz-requests';

/** A player the fuzzer acts as, logged in again whenever a fuzzed request ended its session. */
interface FuzzPlayer {
  player: RegisteredPlayer;
  launchTokens: string[];
}

export interface FuzzContext {
  readonly pools: FuzzPools;
  /** The Authorization header of an identity (the forged one is chosen per request). */
  authorizationOf(identity: IdentityName): string | undefined;
  /** Logs a player in again (new launch tokens too) if a fuzzed logout or session close ended it. */
  revive(): Promise<void>;
}

const GAMES = ['orbit-dice', 'orbit-mines', 'orbit-european-roulette'] as const;

/** Two funded players with objects of their own (sessions, accounts, invoices, rounds), and good values to mix in. */
export async function createFuzzContext(app: FastifyInstance, operatorToken: string): Promise<FuzzContext> {
  const me: FuzzPlayer = await preparePlayer(app);
  const other: FuzzPlayer = await preparePlayer(app);
  const ids = [...(await objectIdsOf(app, me.player)), ...(await objectIdsOf(app, other.player))];
  const round = await playRound(app, me.launchTokens[1] ?? '', 200, { mines: 3 });
  ids.push(round.round.id);
  const launchTokens = [...me.launchTokens, ...other.launchTokens];
  const pools: FuzzPools = {
    byName: {
      email: [me.player.email, other.player.email, me.player.email.toUpperCase()],
      currency: ['EUR', 'USD', 'BTC', 'USDT'],
      country: ['DE', 'US', 'BR', 'de'],
      paymentMethod: ['sandbox.deposit.card', 'sandbox.deposit.crypto_usdt_trc20', 'sandbox.withdrawal.card'],
      token: launchTokens,
      game: [...GAMES, 'orbit-limbo'],
      id: ids,
      playerId: [me.player.profile.id, other.player.profile.id],
      provider: ['sandbox', 'inhouse', 'google', 'telegram'],
      locale: ['en', 'de', 'pt-br'],
      directory: ['global-components', 'profile', 'wallet'],
      amount: [1, 100, 5_000],
      bet: [1, 100, 200],
      params: [{ target: 50.5, condition: 'over' }, { mines: 3 }, { bets: [{ type: 'red', amount: 100 }] }],
      action: [{ type: 'reveal', tile: 4 }, { type: 'cashout' }],
      phone: ['+4915112345678', '+5511987654321'],
    },
    ids,
    forgedAuthorizations: forgedAuthorizations(me.player.profile.id),
    recordKeys: FIELD_NAMES,
  };
  return {
    pools,
    authorizationOf: (identity) => {
      if (identity === 'player') return bearer(me.player.accessToken).authorization;
      if (identity === 'otherPlayer') return bearer(other.player.accessToken).authorization;
      if (identity === 'operator') return bearer(operatorToken).authorization;
      return undefined;
    },
    revive: async () => {
      for (const fuzzPlayer of [me, other]) {
        if (await isLoggedIn(app, fuzzPlayer.player)) continue;
        fuzzPlayer.player = { ...fuzzPlayer.player, accessToken: await logIn(app, fuzzPlayer.player, operatorToken) };
        fuzzPlayer.launchTokens = await launchAll(app, fuzzPlayer.player);
        (pools.byName.token as string[]).push(...fuzzPlayer.launchTokens);
      }
    },
  };
}

async function preparePlayer(app: FastifyInstance): Promise<FuzzPlayer> {
  const player = await registerPlayer(app);
  await fundPlayer(app, player.profile.id, 'EUR', 1_000_000n);
  await depositFor(app, player.accessToken, 5_000, 'EUR');
  // A pending withdrawal: something for the operator routes to approve or reject.
  await createInvoice(app, player.accessToken, 'withdrawal', {
    paymentMethod: 'sandbox.withdrawal.card',
    amount: 1_000,
    currency: 'EUR',
    fields: { card_number: '4242424242424242' },
  });
  return { player, launchTokens: await launchAll(app, player) };
}

async function launchAll(app: FastifyInstance, player: RegisteredPlayer): Promise<string[]> {
  return Promise.all(GAMES.map((game) => launchToken(app, game, { player, remoteAddress: randomAddress() })));
}

/** The ids of a player's own objects: profile, sessions, wallet accounts, invoices. */
async function objectIdsOf(app: FastifyInstance, player: RegisteredPlayer): Promise<string[]> {
  const list = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(player.accessToken) }))
      .json<{ data: { id: string | number }[] }>()
      .data.map((item) => String(item.id));
  return [
    player.profile.id,
    ...(await list('/api/player/sessions')),
    ...(await list('/api/wallet/accounts')),
    ...(await list('/api/payment/invoices')),
  ];
}

async function isLoggedIn(app: FastifyInstance, player: RegisteredPlayer): Promise<boolean> {
  return (
    (await app.inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) }))
      .statusCode === 200
  );
}

async function logIn(app: FastifyInstance, player: RegisteredPlayer, operatorToken: string): Promise<string> {
  const attempt = () =>
    app.inject({
      method: 'POST',
      url: '/api/player/sessions',
      remoteAddress: randomAddress(),
      payload: { email: player.email, password: player.password },
    });
  let response = await attempt();
  if (response.statusCode === 403 && response.json<{ error: { code: string } }>().error.code === 'player_blocked') {
    // A fuzzed operator call blocked the player (POST /api/admin/players/{id}/block with a pooled id):
    // the operator lifts it the way an operator would, and the fuzzing goes on as this player.
    const unblocked = await app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.profile.id}/unblock`,
      headers: bearer(operatorToken),
      payload: { reason: 'fuzz: the fuzz player goes on' },
    });
    if (unblocked.statusCode !== 200) throw new Error(`the fuzz player cannot be unblocked: ${unblocked.body}`);
    response = await attempt();
  }
  if (response.statusCode !== 200)
    throw new Error(`the fuzz player cannot log in again: ${response.statusCode} ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that claim to be the player: unsigned, signed with a guessed key, expired, mangled. */
function forgedAuthorizations(playerId: string): string[] {
  const claims = { sub: playerId, sid: randomUUID(), exp: 4_102_444_800 };
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  const header = base64url({ alg: 'HS256', typ: 'JWT' });
  const guessedKey = createHmac('sha256', 'secret')
    .update(`${header}.${base64url(claims)}`)
    .digest('base64url');
  return [
    'Bearer',
    'Bearer ',
    'Bearer x',
    'Bearer null',
    `Bearer ${unsigned}`,
    `Bearer ${header}.${base64url(claims)}.${guessedKey}`,
    `Bearer ${header}.${base64url({ ...claims, exp: 1 })}.${guessedKey}`,
    `Bearer ${header}.e30`,
    `Bearer ${'a'.repeat(8_000)}`,
    'Basic dXNlcjpwYXNz',
    'bearer \u00ff\u00fe',
    'Bearer a.b.c.d',
  ];
}
