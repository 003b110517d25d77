import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashElapsedFor } from '@casino/fairplay';
import { crashChannel, type CrashBetView, type CrashPush } from '@casino/shared';
import {
  collectPublications,
  connected,
  eventually,
  realtimeClient,
  refusedCode,
  websocketUrl,
} from '../../../../testing/realtime-client';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { launchToken, providerCall } from '../inhouse-testing';
import { bet, cashOut, fundedPlayer, GAME, manualClock, roundCrashingBetween } from './crash-testing';

/**
 * The crash room's public channel: a guest subscribed to `game:crash#comet-crash` sees a round's
 * bets, its launch, an auto cash-out the curve reached, a cash-out by hand, the crash with its
 * hash, and the next round opening with the crash it ended, without asking the server again.
 */
describe('crash phases and bets pushed to the room', () => {
  let testApp: TestApp;
  let viewer: Centrifuge;
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { CRASH_ROUNDS: 'on' } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    viewer = await connected(realtimeClient(websocketUrl(testApp.app)));
  });
  afterAll(async () => {
    viewer.disconnect();
    await testApp.close();
  });

  it('a guest sees the round from its bets to the next round, pushed', { timeout: 120_000 }, async () => {
    const { app } = testApp;
    const subscription = viewer.newSubscription(crashChannel(GAME));
    const pushes = collectPublications(subscription) as CrashPush[];
    subscription.subscribe();
    await subscription.ready(5000);

    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 130, 100_000);
    const [alice, bob] = [await fundedPlayer(app), await fundedPlayer(app)];
    const tokens = {
      alice: await launchToken(app, GAME, { player: alice }),
      bob: await launchToken(app, GAME, { player: bob }),
    };
    const aliceBet = (await bet(app, tokens.alice, 1_000)).bet;
    const bobBet = (await bet(app, tokens.bob, 2_000, 110)).bet;

    const betsOf = (roundId: string) => {
      const seen = new Map<string, CrashBetView>();
      for (const push of pushes)
        if (push.type === 'bets' && push.roundId === roundId) for (const entry of push.bets) seen.set(entry.id, entry);
      return seen;
    };
    await eventually(() => betsOf(round.id).size === 2, 10_000, 'both bets pushed');
    // Nobody's auto cash-out target is told to the room.
    expect(betsOf(round.id).get(bobBet.id)).toMatchObject({
      amount: 2_000,
      status: 'active',
      autoCashOut: null,
      mine: false,
    });
    expect(betsOf(round.id).get(aliceBet.id)).toMatchObject({ amount: 1_000, status: 'active' });

    // The launch, then Bob's x1.10 auto cash-out once the curve passed it.
    clock.set(round.bettingEndsAt.getTime() + crashElapsedFor(115));
    app.crash.feed.tick();
    await eventually(
      () => pushes.some((push) => push.type === 'flight' && push.round.id === round.id),
      10_000,
      'the launch',
    );
    await eventually(() => betsOf(round.id).get(bobBet.id)?.status === 'cashed_out', 10_000, 'the auto cash-out');
    expect(betsOf(round.id).get(bobBet.id)).toMatchObject({ cashedOutAt: 110, win: 2_200 });
    const flight = pushes.find((push) => push.type === 'flight' && push.round.id === round.id);
    expect(flight).toMatchObject({
      round: { phase: 'flight', bettingEndsAt: round.bettingEndsAt.getTime(), crashPoint: null, hash: null },
    });

    // Alice cashes out by hand at x1.15.
    expect((await cashOut(app, tokens.alice)).statusCode).toBe(200);
    await eventually(() => betsOf(round.id).get(aliceBet.id)?.status === 'cashed_out', 10_000, 'the cash-out');
    expect(betsOf(round.id).get(aliceBet.id)).toMatchObject({ cashedOutAt: 115, win: 1_150 });

    // The crash, with its point and hash, before the round-end job has settled anything.
    clock.set(round.crashAt.getTime());
    app.crash.feed.tick();
    await eventually(
      () => pushes.some((push) => push.type === 'crashed' && push.round.id === round.id),
      10_000,
      'the crash',
    );
    expect(pushes.find((push) => push.type === 'crashed' && push.round.id === round.id)).toMatchObject({
      round: { phase: 'crashed', multiplier: round.crashPoint, crashPoint: round.crashPoint, hash: round.hash },
    });

    // The round-end job opens the next round: its push carries the crash it ended.
    await app.crash.endRound(round.id);
    await eventually(
      () => pushes.some((push) => push.type === 'betting' && push.ended?.id === round.id),
      10_000,
      'the next round',
    );
    const next = pushes.find((push) => push.type === 'betting' && push.ended?.id === round.id);
    expect(next).toMatchObject({
      round: { phase: 'betting', number: round.number + 1, crashPoint: null, hash: null },
      ended: { crashPoint: round.crashPoint, hash: round.hash },
    });
    // The order a viewer needs: bets, launch, cash-outs, crash, next round.
    const order = pushes
      .filter((push) =>
        push.type !== 'bets'
          ? push.round.id === round.id || (push.type === 'betting' && push.ended?.id === round.id)
          : push.roundId === round.id,
      )
      .map((push) => push.type);
    expect(order.indexOf('flight')).toBeLessThan(order.indexOf('crashed'));
    expect(order.lastIndexOf('bets')).toBeLessThan(order.indexOf('crashed'));
    expect(order.at(-1)).toBe('betting');
  });

  it('a bet that reached the server inside the window is taken though a busy server gets to it after the launch', {
    timeout: 60_000,
  }, async () => {
    const { app } = testApp;
    const clock = manualClock(app);
    const round = await roundCrashingBetween(app, clock, 150, 100_000);
    const player = await fundedPlayer(app);
    const token = await launchToken(app, GAME, { player });
    // The first reading of the clock (the request's arrival) is 1 ms before the launch, every later one after it.
    let readings = 0;
    app.crash.setClock(() =>
      readings++ === 0 ? round.bettingEndsAt.getTime() - 1 : round.bettingEndsAt.getTime() + 300,
    );
    expect((await bet(app, token, 500)).bet).toMatchObject({ amount: 500, status: 'active' });
    // One that arrives after the launch is refused.
    const late = await fundedPlayer(app);
    const lateToken = await launchToken(app, GAME, { player: late });
    app.crash.setClock(() => round.bettingEndsAt.getTime());
    const refused = await providerCall(app, '/crash/bets', { token: lateToken, game: GAME, amount: 500 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'betting_closed' } });
  });

  it('a room channel is public for crash games only by their identity', async () => {
    const other = await connected(realtimeClient(websocketUrl(testApp.app)));
    try {
      expect(await refusedCode(other, 'game:crash#Not A Game')).toBe(102);
    } finally {
      other.disconnect();
    }
  });
});
