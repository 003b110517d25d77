import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  blackjackBasicStrategy,
  blackjackStakedMinor,
  blackjackWinMinor,
  payoutMinor,
  toBasisPoints,
  type BlackjackState,
  type HiloState,
  type KenoOutcome,
} from '@casino/fairplay';
import { resolveRoundSync } from '@casino/fairplay/node';
import { GameRoundStatus, type SpinView } from '@casino/shared';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../../testing/players';
import { fairSeedPairs } from './inhouse.table';
import { accountBalance, launchToken, playRound, providerCall, session, type RoundAnswerBody } from './inhouse-testing';
import { useTestApp } from '../../../testing/test-app';

const testApp = useTestApp();

const SERVER_SEED = 'c0ffee'.repeat(10) + 'beef';
const BET = 1_000;
const FUNDS = 1_000_000;

/**
 * Fixes the player's active seed pair to a known server seed and the first client seed (of
 * 'seed-0', 'seed-1', ...) whose round at nonce 0 the test wants: the round is then known in advance.
 */
async function pinSeeds(player: RegisteredPlayer, wanted: (state: BlackjackState) => boolean): Promise<string> {
  // The pair is made on first use: a session call makes it.
  await session(testApp.app, await launchToken(testApp.app, 'blackjack-classic', { player }));
  let clientSeed = '';
  for (let i = 0; i < 5_000 && !clientSeed; i += 1) {
    const candidate = `seed-${i}`;
    const { outcome } = resolveRoundSync({
      serverSeed: SERVER_SEED,
      clientSeed: candidate,
      nonce: 0,
      game: 'blackjack',
      params: {},
    });
    if (wanted(outcome)) clientSeed = candidate;
  }
  if (!clientSeed) throw new Error('no client seed deals the wanted hand');
  const serverSeedHash = createHash('sha256').update(SERVER_SEED).digest('hex');
  await testApp.app.database.db
    .update(fairSeedPairs)
    .set({ serverSeed: SERVER_SEED, serverSeedHash, clientSeed, nonce: 0 })
    .where(and(eq(fairSeedPairs.playerId, player.profile.id), isNull(fairSeedPairs.revealedAt)));
  return clientSeed;
}

async function action(token: string, roundId: string, body: Record<string, unknown>, status = 200) {
  const response = await providerCall(testApp.app, `/rounds/${roundId}/actions`, { token, action: body });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<RoundAnswerBody & { error?: { code: string } }>();
}

const tenValue = (rank: string) => ['10', 'J', 'Q', 'K'].includes(rank);

describe('blackjack for real money', () => {
  it('takes the split and the double as bets of the same round, resumes after a reload, pays what the rules say', {
    timeout: 60_000,
  }, async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    await fundPlayer(app, player.profile.id, 'EUR', BigInt(FUNDS));
    // A pair of 2s to 9s against a dealer who shows neither an ace nor a blackjack: split, then double.
    await pinSeeds(player, (state) => {
      const [a, b] = state.hands[0]?.cards ?? [];
      const up = state.dealer[0];
      return (
        state.phase === 'player' &&
        !!a &&
        !!b &&
        a.rank === b.rank &&
        a.rank !== 'A' &&
        !tenValue(a.rank) &&
        up?.rank !== 'A'
      );
    });
    const token = await launchToken(app, 'blackjack-classic', { player });
    const opened = await session(app, token);
    expect(opened.game).toMatchObject({
      kind: 'blackjack',
      rtpBasisPoints: 9950,
      config: { rules: { decks: 6, dealerStandsOnSoft17: true } },
    });

    const started = await playRound(app, token, BET, {});
    expect(started.round).toMatchObject({ status: 'open', state: 'player', bet: BET, nonce: 0 });
    expect(started.balance).toBe(FUNDS - BET);
    const dealt = started.round.outcome as unknown as BlackjackState;
    expect(dealt.dealer[1]).toBeNull();

    // A reload (a new launch) answers the same open round.
    const reloaded = await launchToken(app, 'blackjack-classic', { player });
    const resumed = await session(app, reloaded);
    expect(resumed.openRound).toMatchObject({ id: started.round.id, status: 'open', state: 'player' });
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS - BET);
    // Another round of the game waits for this one.
    expect((await providerCall(app, '/rounds', { token: reloaded, bet: BET, params: {} })).json()).toMatchObject({
      error: { code: 'round_open' },
    });

    const split = await action(reloaded, started.round.id, { type: 'split', seq: 0 });
    expect(split.balance).toBe(FUNDS - 2 * BET);
    // The same action retried with the same seq moves nothing; a stale one is refused.
    const retried = await action(reloaded, started.round.id, { type: 'split', seq: 0 });
    expect(retried.balance).toBe(FUNDS - 2 * BET);
    expect(retried.round.outcome).toEqual(split.round.outcome);
    expect((await action(reloaded, started.round.id, { type: 'hit', seq: 0 }, 409)).error?.code).toBe('stale_action');

    // Double the first hand, stand on the rest.
    let answer = await action(reloaded, started.round.id, { type: 'double', seq: 1 });
    expect(answer.balance).toBe(FUNDS - 3 * BET);
    let seq = 2;
    while (answer.round.status === 'open') {
      answer = await action(reloaded, started.round.id, { type: 'stand', seq });
      seq += 1;
    }
    const final = answer.round.outcome as unknown as BlackjackState;
    expect(final.phase).toBe('finished');
    expect(final.dealer.every((card) => card !== null)).toBe(true);
    const staked = Number(blackjackStakedMinor(BigInt(BET), final));
    const win = Number(blackjackWinMinor(BigInt(BET), final));
    expect(staked).toBe(3 * BET);
    expect(answer.round.win).toBe(win);
    expect(answer.balance).toBe(FUNDS - staked + win);
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS - staked + win);

    // The round replays from its seeds and actions, as the verify page does.
    const replayed = resolveRoundSync({
      serverSeed: SERVER_SEED,
      clientSeed: answer.round.clientSeed,
      nonce: 0,
      game: 'blackjack',
      params: {},
      actions: answer.round.actions ?? [],
    });
    expect(replayed.outcome).toEqual(final);
    // One round in the history, with everything it staked.
    const spins = await app.inject({ method: 'GET', url: '/api/game/spins', headers: bearer(player.accessToken) });
    expect(spins.json<{ data: SpinView[] }>().data).toMatchObject([
      { bet: staked, win, status: GameRoundStatus.Settled, game: { identity: 'blackjack-classic' } },
    ]);
    await expectLedgerIntact(app);

    // Over: any further action is refused, and nothing moves.
    expect((await action(reloaded, started.round.id, { type: 'hit' }, 409)).error?.code).toBe('round_settled');
    expect(await accountBalance(app, player, 'EUR')).toBe(FUNDS - staked + win);
  });

  it('pays insurance 2:1 when the dealer has blackjack', async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    await fundPlayer(app, player.profile.id, 'EUR', BigInt(FUNDS));
    await pinSeeds(
      player,
      (state) =>
        state.phase === 'insurance' &&
        state.dealerBlackjack &&
        !(state.hands[0]?.cards.some((card) => card.rank === 'A') ?? true),
    );
    const token = await launchToken(app, 'blackjack-classic', { player });
    const started = await playRound(app, token, BET, {});
    expect(started.round).toMatchObject({ status: 'open', state: 'insurance' });
    expect((await action(token, started.round.id, { type: 'hit' }, 422)).error?.code).toBe(
      'blackjack_action_not_allowed',
    );
    const insured = await action(token, started.round.id, { type: 'insurance' });
    // Bet 10.00 lost, insurance 5.00 won at 2:1: 15.00 back of 15.00 staked.
    expect(insured.round).toMatchObject({ status: 'settled', win: 1_500 });
    expect(insured.balance).toBe(FUNDS);
    await expectLedgerIntact(app);
  });

  it("refuses bad actions with 4xx and another player's round with 404", async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    await fundPlayer(app, player.profile.id, 'EUR', BigInt(FUNDS));
    await pinSeeds(
      player,
      (state) => state.phase === 'player' && state.hands[0]?.cards[0]?.rank !== state.hands[0]?.cards[1]?.rank,
    );
    const token = await launchToken(app, 'blackjack-classic', { player });
    const started = await playRound(app, token, BET, {});
    const cases: [unknown, number, string][] = [
      [{ type: 'surrender' }, 422, 'invalid_action'],
      ['hit', 422, 'invalid_params'],
      [{ type: 'split' }, 422, 'blackjack_action_not_allowed'],
      [{ type: 'insurance' }, 422, 'blackjack_action_not_allowed'],
      [{ type: 'hit', seq: -1 }, 422, 'invalid_action'],
      [{ type: 'hit', seq: 3 }, 409, 'stale_action'],
    ];
    for (const [body, status, code] of cases) {
      const response = await providerCall(app, `/rounds/${started.round.id}/actions`, { token, action: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ error: { code } });
    }
    const other = await registerPlayer(app);
    await fundPlayer(app, other.profile.id, 'EUR', BigInt(FUNDS));
    const otherToken = await launchToken(app, 'blackjack-classic', { player: other });
    const stolen = await providerCall(app, `/rounds/${started.round.id}/actions`, {
      token: otherToken,
      action: { type: 'stand' },
    });
    expect(stolen.statusCode).toBe(404);
    // A token of another game cannot act on it either.
    const hiloToken = await launchToken(app, 'orbit-hilo', { player });
    expect(
      (await providerCall(app, `/rounds/${started.round.id}/actions`, { token: hiloToken, action: { type: 'stand' } }))
        .statusCode,
    ).toBe(404);
    // Not enough money for a double: refused, nothing half-done.
    const poor = await registerPlayer(app);
    await fundPlayer(app, poor.profile.id, 'EUR', BigInt(BET));
    await pinSeeds(poor, (state) => state.phase === 'player');
    const poorToken = await launchToken(app, 'blackjack-classic', { player: poor });
    const poorRound = await playRound(app, poorToken, BET, {});
    expect((await action(poorToken, poorRound.round.id, { type: 'double' }, 422)).error?.code).toBe(
      'insufficient_funds',
    );
    expect((await session(app, poorToken)).openRound).toMatchObject({ id: poorRound.round.id, actions: [] });
    expect(await accountBalance(app, poor, 'EUR')).toBe(0);
    await expectLedgerIntact(app);
  });
});

describe('blackjack, keno and hilo on play money', () => {
  it('plays blackjack by basic strategy to the end: the session balance moves by every stake and win', async () => {
    const { app } = testApp;
    const token = await launchToken(app, 'blackjack-classic', { demo: true });
    let balance = (await session(app, token)).balance;
    for (let round = 0; round < 6; round += 1) {
      let answer = await playRound(app, token, BET, {});
      let seq = 0;
      while (answer.round.status === 'open') {
        answer = await action(token, answer.round.id, {
          type: blackjackBasicStrategy(answer.round.outcome as unknown as BlackjackState),
          seq,
        });
        seq += 1;
      }
      const final = answer.round.outcome as unknown as BlackjackState;
      balance =
        balance - Number(blackjackStakedMinor(BigInt(BET), final)) + Number(blackjackWinMinor(BigInt(BET), final));
      expect(answer.balance).toBe(balance);
    }
  });

  it('plays keno in one step and hilo to a cash-out', async () => {
    const { app } = testApp;
    const keno = await launchToken(app, 'keno-classic', { demo: true });
    const kenoSession = await session(app, keno);
    expect(kenoSession.game).toMatchObject({ kind: 'keno', rtpBasisPoints: 9500 });
    const played = await playRound(app, keno, BET, { picks: [1, 7, 13, 22, 40] });
    const outcome = played.round.outcome as unknown as KenoOutcome;
    expect(outcome.drawn).toHaveLength(10);
    expect(played.round.win).toBe(Number(payoutMinor(BigInt(BET), outcome.multiplier)));
    expect(played.balance).toBe(kenoSession.balance - BET + played.round.win);
    const badPicks = await providerCall(app, '/rounds', { token: keno, bet: BET, params: { picks: [1, 1] } });
    expect(badPicks.statusCode).toBe(422);
    expect(badPicks.json()).toMatchObject({
      error: { code: 'keno_picks_invalid', fields: { picks: [expect.any(String)] } },
    });

    const hilo = await launchToken(app, 'orbit-hilo', { demo: true });
    const hiloSession = await session(app, hilo);
    expect(hiloSession.game).toMatchObject({ kind: 'hilo', rtpBasisPoints: 9900 });
    let answer = await playRound(app, hilo, BET, {});
    expect(answer.round).toMatchObject({ status: 'open', state: 'active' });
    expect((await action(hilo, answer.round.id, { type: 'cashout' }, 422)).error?.code).toBe(
      'hilo_nothing_to_cash_out',
    );
    // Guess the likelier side until one guess wins (or the stake is lost), then cash out.
    let seq = 0;
    for (;;) {
      const state = answer.round.outcome as unknown as HiloState;
      const value = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(
        state.steps.at(-1)?.card.rank ?? '7',
      );
      answer = await action(hilo, answer.round.id, {
        type: value < 6 ? (value === 0 ? 'higher' : 'higher_or_same') : value === 12 ? 'lower' : 'lower_or_same',
        seq,
      });
      seq += 1;
      if (answer.round.status !== 'open' || (answer.round.outcome as unknown as HiloState).guesses > 0) break;
    }
    if (answer.round.status === 'open') answer = await action(hilo, answer.round.id, { type: 'cashout', seq });
    const final = answer.round.outcome as unknown as HiloState;
    expect(answer.round.win).toBe(Number(payoutMinor(BigInt(BET), final.multiplier)));
    expect(answer.balance).toBe(hiloSession.balance - BET + answer.round.win);
    if (final.status === 'cashed_out') expect(toBasisPoints(final.multiplier)).toBeGreaterThan(10_000);
  });
});
