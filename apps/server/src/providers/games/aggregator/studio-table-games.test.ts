import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  payoutMinor,
  VIDEO_POKER_PAYTABLE,
  SCRATCH_PRIZES,
  type BaccaratOutcome,
  type Ratio,
  type ScratchOutcome,
  type VideoPokerState,
} from '@casino/fairplay';
import { GameRoundStatus, type PlayerId } from '@casino/shared';
import { gameRounds } from '../../../modules/game/game.table';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { registerPlayer, bearer, type RegisteredPlayer } from '../../../testing/players';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { accountBalance } from '../inhouse/inhouse-testing';
import {
  freePort,
  startStudio,
  startWalletProxy,
  studioCall,
  type StudioProcess,
  type WalletProxy,
} from './aggregator-testing';

/**
 * The listed studios' table and instant games (baccarat-royale, jacks-or-better, lucky-scratch)
 * played for real money on the studio's own game server, through the signed wallet protocol:
 * the account moves by the stake and by exactly what fairplay's outcome pays.
 */

const SECRET = 'studio-table-secret-0123456789-abcdefghijklmno';
const DEPOSIT = 100_000;

let testApp: TestApp;
let studio: StudioProcess;
let proxy: WalletProxy;

beforeAll(async () => {
  proxy = await startWalletProxy();
  const studioPort = await freePort();
  studio = await startStudio(studioPort, {
    STUDIO_SHARED_SECRET: SECRET,
    PLATFORM_URL: proxy.url,
    STUDIO_PUBLIC_URL: `http://127.0.0.1:${studioPort}`,
  });
  testApp = await createTestApp({
    environment: { STUDIO_URL: studio.url, STUDIO_SHARED_SECRET: SECRET, STUDIO_LAUNCH_TIMEOUT_MS: '3000' },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  proxy.target = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
}, 240_000);

afterAll(async () => {
  await studio?.stop();
  await proxy?.close();
  await testApp?.close();
});

afterEach(async () => {
  await expectLedgerIntact(testApp.app);
});

async function fundedPlayer(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(testApp.app);
  await fundPlayer(testApp.app, player.profile.id, 'EUR', BigInt(DEPOSIT));
  return player;
}

async function launch(game: string, player: RegisteredPlayer): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/game/games/${game}/play`,
    headers: bearer(player.accessToken),
    payload: { demo: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ url: string }>().url).searchParams.get('token') ?? '';
}

interface Round<O> {
  readonly id: string;
  readonly bet: number;
  readonly win: number;
  readonly status: string;
  readonly outcome: O & { readonly multiplier: Ratio };
}
type Answer<O> = {
  round: Round<O>;
  balance: number;
  error?: { code: string; message: string; fields?: Record<string, unknown> };
};

const roundsOf = (playerId: PlayerId) =>
  testApp.app.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));

describe('the listed studios’ table and instant games for real money', () => {
  it('baccarat: several bets on one coup stake their sum and return what the coup pays', {
    timeout: 60_000,
  }, async () => {
    const player = await fundedPlayer();
    const token = await launch('baccarat-royale', player);
    const session = await studioCall<{ game: { kind: string; rtpBasisPoints: number } }>(studio.url, '/session', {
      token,
      game: 'baccarat-royale',
    });
    expect(session.body.game).toMatchObject({ kind: 'baccarat', rtpBasisPoints: 9894 });
    let balance = DEPOSIT;
    for (let index = 0; index < 6; index += 1) {
      const answer = await studioCall<Answer<BaccaratOutcome>>(studio.url, '/rounds', {
        token,
        game: 'baccarat-royale',
        bet: 300,
        params: {
          bets: [
            { type: 'banker', amount: 200 },
            { type: 'tie', amount: 100 },
          ],
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { round } = answer.body;
      expect(round).toMatchObject({ bet: 300, status: 'settled' });
      expect(round.outcome.totalStake).toBe(300);
      expect(round.win).toBe(Number(payoutMinor(300n, round.outcome.multiplier)));
      // Banker 200 wins 390, a tie returns 200 + 900; otherwise nothing.
      expect(round.win).toBe(round.outcome.winner === 'banker' ? 390 : round.outcome.winner === 'tie' ? 1_100 : 0);
      expect(answer.body.balance).toBe(balance - 300 + round.win);
      balance = answer.body.balance;
    }
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(balance);
    const rounds = await roundsOf(player.profile.id);
    expect(rounds).toHaveLength(6);
    expect(rounds.every((row) => row.status === GameRoundStatus.Settled)).toBe(true);
  });

  it('baccarat: a bad bet slip is refused with the field at fault, and nothing moves', async () => {
    const player = await fundedPlayer();
    const token = await launch('baccarat-royale', player);
    const answer = await studioCall<Answer<BaccaratOutcome>>(studio.url, '/rounds', {
      token,
      game: 'baccarat-royale',
      bet: 100,
      params: { bets: [{ type: 'dragon', amount: 100 }] },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('baccarat_bet_invalid');
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(await roundsOf(player.profile.id)).toEqual([]);

    // A bet that is not the sum of the chips is refused too: the chips say what the coup stakes.
    const mismatch = await studioCall<Answer<BaccaratOutcome>>(studio.url, '/rounds', {
      token,
      game: 'baccarat-royale',
      bet: 100,
      params: { bets: [{ type: 'banker', amount: 300 }] },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error?.code).toBe('bet_mismatch');
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT);
    expect(await roundsOf(player.profile.id)).toEqual([]);
  });

  it('video poker: the deal stakes and waits, the draw settles by the 9/6 paytable', { timeout: 60_000 }, async () => {
    const player = await fundedPlayer();
    const token = await launch('jacks-or-better', player);
    const dealt = await studioCall<Answer<VideoPokerState>>(studio.url, '/rounds', {
      token,
      game: 'jacks-or-better',
      bet: 250,
    });
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    expect(dealt.body.round).toMatchObject({ bet: 250, win: 0, status: 'open', outcome: { phase: 'dealt' } });
    expect(dealt.body.round.outcome.cards).toHaveLength(5);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 250);

    const refused = await studioCall<Answer<VideoPokerState>>(studio.url, `/rounds/${dealt.body.round.id}/actions`, {
      token,
      action: { type: 'draw', hold: [true] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('video_poker_hold_invalid');

    const hold = [true, true, false, false, false];
    const drawn = await studioCall<Answer<VideoPokerState>>(studio.url, `/rounds/${dealt.body.round.id}/actions`, {
      token,
      action: { type: 'draw', hold, seq: 0 },
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    const state = drawn.body.round.outcome;
    expect(state).toMatchObject({ phase: 'finished', held: hold });
    expect(state.cards.slice(0, 2)).toEqual(dealt.body.round.outcome.cards.slice(0, 2));
    expect(drawn.body.round.win).toBe(250 * VIDEO_POKER_PAYTABLE[state.hand]);
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(DEPOSIT - 250 + drawn.body.round.win);
    const again = await studioCall<Answer<VideoPokerState>>(studio.url, `/rounds/${dealt.body.round.id}/actions`, {
      token,
      action: { type: 'draw', hold, seq: 1 },
    });
    expect(again.status).toBe(409);
  });

  it('scratch: a card pays three equal prizes at once', { timeout: 60_000 }, async () => {
    const player = await fundedPlayer();
    const token = await launch('lucky-scratch', player);
    let balance = DEPOSIT;
    for (let index = 0; index < 8; index += 1) {
      const answer = await studioCall<Answer<ScratchOutcome>>(studio.url, '/rounds', {
        token,
        game: 'lucky-scratch',
        bet: 100,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { outcome, win } = answer.body.round;
      expect(outcome.fields).toHaveLength(9);
      expect(win).toBe(outcome.winningSymbol ? 100 * SCRATCH_PRIZES[outcome.winningSymbol] : 0);
      expect(answer.body.balance).toBe(balance - 100 + win);
      balance = answer.body.balance;
    }
    expect(await accountBalance(testApp.app, player, 'EUR')).toBe(balance);
  });
});
