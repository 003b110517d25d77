import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRounds } from '../../../modules/game/game.table';
import { ledgerTransfers } from '../../../modules/wallet/ledger.table';
import { expectLedgerIntact, fundPlayer } from '../../../testing/ledger';
import { registerPlayer } from '../../../testing/players';
import { inhouseRounds } from './inhouse.table';
import {
  accountBalance,
  act,
  launchToken,
  oneStepParams,
  playRound,
  providerCall,
  session,
  type RoundBody,
} from './inhouse-testing';
import { useTestApp } from '../../../testing/test-app';

const testApp = useTestApp();

/**
 * The public algorithm, written again from its description (not imported from @casino/fairplay):
 * bytes of HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`), 4 bytes per float.
 */
function publicFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const floats: number[] = [];
  for (let block = 0; floats.length < count; block += 1) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${block}`).digest();
    for (let offset = 0; offset < bytes.length && floats.length < count; offset += 4) {
      floats.push(
        bytes[offset]! / 256 +
          bytes[offset + 1]! / 256 ** 2 +
          bytes[offset + 2]! / 256 ** 3 +
          bytes[offset + 3]! / 256 ** 4,
      );
    }
  }
  return floats;
}

/** Recomputes what the round showed from the revealed seed; answers the payout in minor units. */
function expectReproduced(round: RoundBody, serverSeed: string, strips: readonly (readonly string[])[]): void {
  const floats = (count: number) => publicFloats(serverSeed, round.clientSeed, round.nonce, count);
  const outcome = round.outcome;
  switch (round.game) {
    case 'dice': {
      const roll = Math.floor(floats(1)[0]! * 10_001) / 100;
      expect(outcome.roll).toBe(roll);
      const target = round.params.target as number;
      const won = round.params.condition === 'over' ? roll > target : roll < target;
      const chanceHundredths = Math.round((round.params.condition === 'over' ? 100 - target : target) * 100);
      const multiplierBps = Math.floor((9_900 * 10_000) / chanceHundredths);
      expect(round.win).toBe(won ? Math.floor((round.bet * multiplierBps) / 10_000) : 0);
      return;
    }
    case 'limbo': {
      const crash = Math.max(1, Math.floor((1e8 / (floats(1)[0]! * 1e8)) * 0.99 * 100) / 100);
      expect(outcome.crashPoint).toBe(crash);
      const target = round.params.target as number;
      expect(round.win).toBe(crash >= target ? Math.floor((round.bet * Math.round(target * 100)) / 100) : 0);
      return;
    }
    case 'plinko': {
      const rows = round.params.rows as number;
      const path = floats(rows).map((float) => (Math.floor(float * 2) === 1 ? 'right' : 'left'));
      expect(outcome.path).toEqual(path);
      expect(outcome.bucket).toBe(path.filter((direction) => direction === 'right').length);
      return;
    }
    case 'roulette':
      expect(outcome.pocket).toBe(Math.floor(floats(1)[0]! * 37));
      return;
    case 'slot': {
      const spins = outcome.spins as { stops: number[] }[];
      const all = floats(spins.length * strips.length);
      spins.forEach((spin, index) => {
        expect(spin.stops).toEqual(
          strips.map((strip, reel) => Math.floor(all[index * strips.length + reel]! * strip.length)),
        );
      });
      return;
    }
    case 'mines': {
      const mines = round.params.mines as number;
      const free = Array.from({ length: 25 }, (_, tile) => tile);
      const positions = floats(mines).map((float, index) => free.splice(Math.floor(float * (25 - index)), 1)[0]);
      expect(outcome.minePositions).toEqual(positions);
      return;
    }
    default:
      throw new Error(`unexpected game ${round.game}`);
  }
}

/** The mine positions of an open round, read where only the server sees them. */
async function hiddenMines(roundId: string): Promise<number[]> {
  const [row] = await testApp.app.database.db
    .select({ state: inhouseRounds.state })
    .from(inhouseRounds)
    .where(eq(inhouseRounds.id, roundId));
  return (row?.state as { minePositions: number[] }).minePositions;
}

describe('provable fairness', () => {
  it('reproduces every outcome of a rotated seed from the revealed seed, independently', async () => {
    const { app } = testApp;
    const player = await registerPlayer(app);
    await fundPlayer(app, player.profile.id, 'EUR', 500_000n);
    const tokens = Object.fromEntries(
      await Promise.all(
        ['orbit-dice', 'orbit-limbo', 'orbit-plinko', 'lucky-orbit', 'orbit-european-roulette', 'orbit-mines'].map(
          async (game) => [game, await launchToken(app, game, { player })],
        ),
      ),
    ) as Record<string, string>;
    const before = await session(app, tokens['lucky-orbit']!);
    const strips = (before.game.config as { reels: string[][] }).reels;

    const rotated = await providerCall(app, '/seeds/rotate', {
      token: tokens['orbit-dice'],
      clientSeed: 'my lucky seed',
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const firstPair = rotated.json<{ previous: { serverSeedHash: string } }>();
    expect(firstPair.previous.serverSeedHash).toBe(before.seeds.serverSeedHash);
    const current = await session(app, tokens['orbit-dice']!);
    expect(current.seeds).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });

    const rounds: RoundBody[] = [];
    for (let repeat = 0; repeat < 4; repeat += 1) {
      for (const game of ['orbit-dice', 'orbit-limbo', 'orbit-plinko', 'lucky-orbit', 'orbit-european-roulette']) {
        rounds.push((await playRound(app, tokens[game]!, 200, oneStepParams(game, 200))).round);
      }
    }
    const mines = await playRound(app, tokens['orbit-mines']!, 200, { mines: 10 });
    expect(mines.round.outcome.minePositions).toBeNull();
    const refused = await providerCall(app, '/seeds/rotate', { token: tokens['orbit-dice'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'round_open' } });
    const bust = (await hiddenMines(mines.round.id))[0];
    rounds.push((await act(app, tokens['orbit-mines']!, mines.round.id, { type: 'reveal', tile: bust })).round);

    const reveal = await providerCall(app, '/seeds/rotate', { token: tokens['orbit-limbo'] });
    const { previous } = reveal.json<{
      previous: { serverSeed: string; serverSeedHash: string; clientSeed: string };
    }>();
    expect(createHash('sha256').update(previous.serverSeed).digest('hex')).toBe(current.seeds.serverSeedHash);
    expect(previous.clientSeed).toBe('my lucky seed');
    expect(rounds.map((round) => round.nonce)).toEqual(Array.from({ length: 21 }, (_, nonce) => nonce));
    for (const round of rounds) {
      expect(round.serverSeedHash).toBe(previous.serverSeedHash);
      expectReproduced(round, previous.serverSeed, strips);
    }
    await expectLedgerIntact(app);
  });
});

describe('a mines round', () => {
  it('survives a reload: the new launch resumes it, and the stake is taken once', async () => {
    const { app } = testApp;
    const [player, other] = await Promise.all([registerPlayer(app), registerPlayer(app)]);
    await fundPlayer(app, player.profile.id, 'EUR', 10_000n);
    const first = await launchToken(app, 'orbit-mines', { player });
    const started = await playRound(app, first, 1_000, { mines: 3 });
    expect(started).toMatchObject({ balance: 9_000, round: { status: 'open', state: 'active', win: 0 } });
    expect(started.round.outcome.minePositions).toBeNull();

    // The page is reloaded: a new launch, a new session call, the same round.
    const second = await launchToken(app, 'orbit-mines', { player });
    const resumed = await session(app, second);
    expect(resumed.openRound).toMatchObject({ id: started.round.id, status: 'open', outcome: { minePositions: null } });
    expect(resumed.balance).toBe(9_000);
    const again = await providerCall(app, '/rounds', { token: second, bet: 1_000, params: { mines: 3 } });
    expect(again.statusCode).toBe(409);

    const mines = await hiddenMines(started.round.id);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    const revealed = await act(app, second, started.round.id, { type: 'reveal', tile: safe[0] });
    expect(revealed.round).toMatchObject({ state: 'active', outcome: { minePositions: null, revealed: [safe[0]] } });
    const repeated = await providerCall(app, `/rounds/${started.round.id}/actions`, {
      token: second,
      action: { type: 'reveal', tile: safe[0] },
    });
    expect(repeated.json()).toMatchObject({ error: { code: 'mines_tile_already_revealed' } });
    // Another player's token, or a token of another game, does not reach the round.
    const stranger = await launchToken(app, 'orbit-mines', { player: other });
    const dice = await launchToken(app, 'orbit-dice', { player });
    for (const token of [stranger, dice]) {
      expect(
        (await providerCall(app, `/rounds/${started.round.id}/actions`, { token, action: { type: 'cashout' } }))
          .statusCode,
      ).toBe(404);
    }

    const cashed = await act(app, first, started.round.id, { type: 'cashout' });
    expect(cashed.round).toMatchObject({ status: 'settled', state: 'cashed_out' });
    expect(cashed.round.outcome.minePositions).toEqual(mines);
    // 3 mines, 1 safe pick: 0.99 x 25/22 = x1.125 -> 1 125 on a 1 000 stake.
    expect(cashed.round.win).toBe(1_125);
    expect(cashed.balance).toBe(9_000 + 1_125);
    expect(await accountBalance(app, player, 'EUR')).toBe(10_125);
    const late = await providerCall(app, `/rounds/${started.round.id}/actions`, {
      token: second,
      action: { type: 'cashout' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'round_settled' } });

    const rounds = await app.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, player.profile.id));
    expect(rounds).toMatchObject([{ bet: 1_000n, win: 1_125n }]);
    const transfers = await app.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, rounds[0]!.id));
    expect(transfers.map((transfer) => transfer.reason).sort()).toEqual(['game_bet', 'game_win']);
    await expectLedgerIntact(app);
  });
});
