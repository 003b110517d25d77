import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../../rng/floats';
import {
  coveredNumbers,
  parseRouletteParams,
  rouletteOutcome,
  rouletteRtp,
  settleRoulette,
  ROULETTE_BET_TYPES,
  type RouletteBet,
} from './roulette';
import { legalInsideBets, pocketColor } from './roulette-layout';

const oneOfEach: RouletteBet[] = [
  { type: 'straight', numbers: [17], amount: 10 },
  { type: 'split', numbers: [17, 20], amount: 10 },
  { type: 'street', numbers: [16, 17, 18], amount: 10 },
  { type: 'corner', numbers: [17, 18, 20, 21], amount: 10 },
  { type: 'line', numbers: [16, 17, 18, 19, 20, 21], amount: 10 },
  { type: 'dozen', index: 2, amount: 10 },
  { type: 'column', index: 2, amount: 10 },
  { type: 'red', amount: 10 },
  { type: 'black', amount: 10 },
  { type: 'odd', amount: 10 },
  { type: 'even', amount: 10 },
  { type: 'low', amount: 10 },
  { type: 'high', amount: 10 },
];

describe('roulette layout', () => {
  it('has the standard number of spots for each inside bet', () => {
    expect(legalInsideBets('straight')).toHaveLength(37);
    expect(legalInsideBets('split')).toHaveLength(60);
    expect(legalInsideBets('street')).toHaveLength(14);
    expect(legalInsideBets('corner')).toHaveLength(23);
    expect(legalInsideBets('line')).toHaveLength(11);
  });

  it('colours the wheel: 18 red, 18 black, green zero', () => {
    const colors = Array.from({ length: 37 }, (_, pocket) => pocketColor(pocket));
    expect(colors.filter((color) => color === 'red')).toHaveLength(18);
    expect(colors.filter((color) => color === 'black')).toHaveLength(18);
    expect(pocketColor(0)).toBe('green');
    expect([pocketColor(1), pocketColor(2), pocketColor(36)]).toEqual(['red', 'black', 'red']);
  });

  it('outside bets cover the right numbers', () => {
    expect(coveredNumbers({ type: 'dozen', index: 3, amount: 1 })).toEqual(
      Array.from({ length: 12 }, (_, i) => 25 + i),
    );
    expect(coveredNumbers({ type: 'column', index: 1, amount: 1 }).slice(0, 3)).toEqual([1, 4, 7]);
    expect(coveredNumbers({ type: 'low', amount: 1 })).toHaveLength(18);
  });
});

describe('roulette spins', () => {
  it('picks the pocket floor(f x 37)', () => {
    expect(rouletteOutcome(createFloatReader([0]), { bets: oneOfEach }).pocket).toBe(0);
    expect(rouletteOutcome(createFloatReader([1 - 2 ** -32]), { bets: oneOfEach }).pocket).toBe(36);
    expect(rouletteOutcome(createFloatReader([17.5 / 37]), { bets: oneOfEach }).pocket).toBe(17);
  });

  it('pays 35:1, 17:1, 11:1, 8:1, 5:1, 2:1 and 1:1, stake included', () => {
    const outcome = settleRoulette(17, { bets: oneOfEach }); // 17: black, odd, low, 2nd dozen and column
    expect(outcome.bets.map((bet) => bet.returned)).toEqual([360, 180, 120, 90, 60, 30, 30, 0, 20, 20, 0, 20, 0]);
    expect(outcome.totalStake).toBe(130);
    expect(outcome.multiplier).toEqual({ numerator: outcome.totalReturn, denominator: 130 });
  });

  it('loses every outside bet on zero', () => {
    const outcome = settleRoulette(0, { bets: oneOfEach });
    expect(outcome.totalReturn).toBe(0);
    expect(outcome.color).toBe('green');
  });

  it('returns 36/37 for every bet type and for a whole slip', () => {
    for (const bet of oneOfEach) expect(rouletteRtp({ bets: [bet] })).toBeCloseTo(36 / 37, 12);
    for (const numbers of legalInsideBets('street'))
      expect(rouletteRtp({ bets: [{ type: 'street', numbers, amount: 3 }] })).toBeCloseTo(36 / 37, 12);
    expect(rouletteRtp({ bets: oneOfEach })).toBeCloseTo(36 / 37, 12);
    expect(ROULETTE_BET_TYPES).toHaveLength(13);
  });

  it('parses a slip from JSON and sorts inside numbers', () => {
    const parsed = parseRouletteParams({
      bets: [
        { type: 'split', numbers: [20, 17], amount: 5 },
        { type: 'red', amount: 1 },
      ],
    });
    expect(parsed.bets[0]).toEqual({ type: 'split', numbers: [17, 20], amount: 5 });
  });

  it.each([
    [{ bets: [] }, 'roulette_bet_invalid'],
    [{ bets: [{ type: 'split', numbers: [17, 19], amount: 1 }] }, 'roulette_bet_invalid'],
    [{ bets: [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 1 }] }, 'roulette_bet_invalid'],
    [{ bets: [{ type: 'straight', numbers: [37], amount: 1 }] }, 'roulette_bet_invalid'],
    [{ bets: [{ type: 'dozen', index: 4, amount: 1 }] }, 'roulette_bet_invalid'],
    [{ bets: [{ type: 'basket', amount: 1 }] }, 'roulette_bet_invalid'],
    [{ bets: [{ type: 'red', amount: 0 }] }, 'invalid_amount'],
    [{ bets: [{ type: 'red', amount: 1.5 }] }, 'invalid_amount'],
    [{ bets: [{ type: 'red', amount: Number.MAX_SAFE_INTEGER }] }, 'roulette_stake_too_large'],
  ])('refuses slip %#', (params, code) => {
    expect(() => parseRouletteParams(params)).toThrow(expect.objectContaining({ code }));
  });
});
