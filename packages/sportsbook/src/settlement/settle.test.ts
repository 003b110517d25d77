import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Odds } from '../odds/odds';
import { combineOdds, odds } from '../odds/odds';
import type { Bet, BetLeg, LegResult } from './bet';
import { betCombinations, combinationCount, NAMED_SYSTEMS, totalStakeMinor } from './bet';
import { potentialPayoutMinor, resettleBet, settleBet } from './settle';

const leg = (price: Odds, result: LegResult = 'win'): BetLeg => ({ odds: price, result });
const single = (price: Odds, result: LegResult, stake = 1_000n): Bet => ({
  kind: 'single',
  unitStakeMinor: stake,
  legs: [leg(price, result)],
});
const payout = (bet: Bet) => settleBet(bet).payoutMinor;

const two = odds(2, 1);
const oneAndHalf = odds(3, 2);
const three = odds(3, 1);
const four = odds(4, 1);
const oneNinety = odds(19, 10);
const oneNinetyOne = odds(191, 100);

describe('a single', () => {
  it('pays stake x odds, the stake back when void, and half results per quarter line', () => {
    expect(payout(single(odds(5, 2), 'win'))).toBe(2_500n);
    expect(payout(single(odds(5, 2), 'lose'))).toBe(0n);
    expect(payout(single(odds(5, 2), 'void'))).toBe(1_000n);
    expect(payout(single(oneNinety, 'half_win'))).toBe(1_450n); // 500 x 1.90 + 500 back
    expect(payout(single(oneNinety, 'half_lose'))).toBe(500n);
  });

  it('rounds down to the minor unit', () => {
    expect(payout(single(oneNinetyOne, 'win', 333n))).toBe(636n); // 636.03
    expect(payout(single(odds(4, 3), 'win', 100n))).toBe(133n); // 133.33
    expect(payout(single(oneNinetyOne, 'half_win', 3n))).toBe(4n); // 1.5 x 1.91 + 1.5 = 4.365
  });

  it('stays open until its leg settles', () => {
    expect(settleBet(single(two, 'open'))).toMatchObject({ state: 'open', payoutMinor: null, totalStakeMinor: 1_000n });
  });
});

describe('an accumulator', () => {
  const accumulator = (results: LegResult[], stake = 1_000n): Bet => ({
    kind: 'accumulator',
    unitStakeMinor: stake,
    legs: [leg(two, results[0]), leg(oneAndHalf, results[1]), leg(three, results[2])],
  });

  it('pays the stake x the product of the odds', () => {
    expect(payout(accumulator(['win', 'win', 'win']))).toBe(9_000n); // 2 x 1.5 x 3
    expect(combineOdds([two, oneAndHalf, three])).toEqual({ numerator: 9n, denominator: 1n });
  });

  it('counts a void leg at 1 and half results at (odds + 1) / 2 and 1/2', () => {
    expect(payout(accumulator(['win', 'void', 'win']))).toBe(6_000n); // 2 x 1 x 3
    expect(payout(accumulator(['win', 'half_win', 'win']))).toBe(7_500n); // 2 x 1.25 x 3
    expect(payout(accumulator(['win', 'half_lose', 'win']))).toBe(3_000n); // 2 x 0.5 x 3
    expect(payout(accumulator(['void', 'void', 'void']))).toBe(1_000n);
  });

  it('is lost, and settled, as soon as one leg loses', () => {
    expect(settleBet(accumulator(['win', 'lose', 'open']))).toMatchObject({ state: 'settled', payoutMinor: 0n });
    expect(settleBet(accumulator(['win', 'win', 'open']))).toMatchObject({ state: 'open', payoutMinor: null });
  });

  it('rounds once, on the exact product, not leg by leg', () => {
    const bet: Bet = { kind: 'accumulator', unitStakeMinor: 7n, legs: [leg(oneNinetyOne), leg(oneNinetyOne)] };
    expect(payout(bet)).toBe(25n); // 7 x 3.6481 = 25.53; leg by leg would give 13 then 24
  });

  it('shows its potential return with every open leg won', () => {
    expect(potentialPayoutMinor(accumulator(['open', 'open', 'open']))).toBe(9_000n);
    expect(potentialPayoutMinor(accumulator(['void', 'open', 'open']))).toBe(4_500n);
  });
});

describe('a system bet', () => {
  const legs = (results: LegResult[]) => [leg(two, results[0]), leg(three, results[1]), leg(four, results[2])];
  const system = (sizes: number[], results: LegResult[], stake = 100n): Bet => ({
    kind: 'system',
    unitStakeMinor: stake,
    sizes,
    legs: legs(results),
  });

  it('2 of 3 is its three doubles, each a stake unit', () => {
    const bet = system([2], ['win', 'win', 'win']);
    expect(betCombinations(bet)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(totalStakeMinor(bet)).toBe(300n);
    expect(payout(bet)).toBe(2_600n); // 100 x (6 + 8 + 12)
    expect(payout(system([2], ['win', 'win', 'lose']))).toBe(600n); // only 2 x 3 survives
    expect(payout(system([2], ['void', 'win', 'win']))).toBe(1_900n); // 300 + 400 + 1200
    expect(payout(system([2], ['half_lose', 'win', 'win']))).toBe(1_550n); // 150 + 200 + 1200
  });

  it('a trixie is the three doubles and the treble; a patent adds the singles', () => {
    const trixie = system([...NAMED_SYSTEMS.trixie!.sizes], ['win', 'win', 'win']);
    expect(totalStakeMinor(trixie)).toBe(400n);
    expect(payout(trixie)).toBe(5_000n); // 2 600 + 100 x 24
    const patent = system([...NAMED_SYSTEMS.patent!.sizes], ['win', 'win', 'win']);
    expect(totalStakeMinor(patent)).toBe(700n);
    expect(payout(patent)).toBe(5_900n); // + 200 + 300 + 400
    expect(payout(system([1, 2, 3], ['win', 'lose', 'lose']))).toBe(200n); // only the single survives
  });

  it('has C(n, k) combinations, as the named systems say', () => {
    const counts = Object.fromEntries(
      Object.entries(NAMED_SYSTEMS).map(([name, { legs: legCount, sizes }]) => [
        name,
        Number(
          combinationCount({
            kind: 'system',
            unitStakeMinor: 1n,
            sizes,
            legs: Array.from({ length: legCount }, () => leg(two)),
          }),
        ),
      ]),
    );
    expect(counts).toEqual({
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      superHeinz: 120,
      goliath: 247,
    });
    const threeOfFour: Bet = {
      kind: 'system',
      unitStakeMinor: 50n,
      sizes: [3],
      legs: [leg(two), leg(two), leg(two), leg(two)],
    };
    expect(totalStakeMinor(threeOfFour)).toBe(200n);
    expect(payout(threeOfFour)).toBe(1_600n); // 4 trebles x 50 x 8
  });

  it('rounds each combination down on its own (each is its own accumulator)', () => {
    const bet: Bet = {
      kind: 'system',
      unitStakeMinor: 7n,
      sizes: [2],
      legs: [leg(oneNinetyOne), leg(oneNinetyOne), leg(oneNinetyOne)],
    };
    expect(payout(bet)).toBe(75n); // 3 x floor(25.53), not floor(76.6)
  });

  it('stays open while a combination could still pay', () => {
    expect(settleBet(system([2], ['win', 'open', 'lose']))).toMatchObject({ state: 'open' });
    expect(settleBet(system([2], ['lose', 'open', 'lose']))).toMatchObject({ state: 'settled', payoutMinor: 0n });
  });
});

describe('bets the slip must refuse', () => {
  it('wrong shapes, stakes and odds, with a code', () => {
    const bad: Bet[] = [
      { kind: 'single', unitStakeMinor: 100n, legs: [leg(two), leg(two)] },
      { kind: 'accumulator', unitStakeMinor: 100n, legs: [leg(two)] },
      { kind: 'system', unitStakeMinor: 100n, legs: [leg(two), leg(two), leg(two)] },
      { kind: 'system', unitStakeMinor: 100n, sizes: [3, 2], legs: [leg(two), leg(two), leg(two)] },
      { kind: 'system', unitStakeMinor: 100n, sizes: [4], legs: [leg(two), leg(two), leg(two)] },
      { kind: 'system', unitStakeMinor: 100n, sizes: [2], legs: Array.from({ length: 13 }, () => leg(two)) },
      { kind: 'parlay' as 'single', unitStakeMinor: 100n, legs: [leg(two)] },
    ];
    for (const bet of bad) expect(() => settleBet(bet)).toThrow(expect.objectContaining({ code: 'invalid_bet' }));
    expect(() => settleBet(single(two, 'win', 0n))).toThrow(expect.objectContaining({ code: 'invalid_stake' }));
    expect(() =>
      settleBet({ kind: 'single', unitStakeMinor: 1n, legs: [leg({ numerator: 1, denominator: 2 })] }),
    ).toThrow(expect.objectContaining({ code: 'invalid_odds' }));
    expect(() => settleBet(single(two, 'pending' as 'win'))).toThrow(expect.objectContaining({ code: 'invalid_bet' }));
  });
});

describe('resettlement of a corrected result', () => {
  it('moves only the difference', () => {
    const won: Bet = { kind: 'accumulator', unitStakeMinor: 1_000n, legs: [leg(two), leg(oneAndHalf), leg(three)] };
    const corrected: Bet = { ...won, legs: [leg(two), leg(oneAndHalf, 'lose'), leg(three)] };
    expect(resettleBet(won, corrected)).toEqual({
      previousPayoutMinor: 9_000n,
      correctedPayoutMinor: 0n,
      differenceMinor: -9_000n,
      correctedState: 'settled',
    });
    expect(resettleBet(single(oneNinety, 'half_win'), single(oneNinety, 'win')).differenceMinor).toBe(450n);
    expect(resettleBet(single(oneNinety, 'win'), single(oneNinety, 'win')).differenceMinor).toBe(0n);
    expect(resettleBet(single(oneNinety, 'win'), single(oneNinety, 'open'))).toMatchObject({
      differenceMinor: -1_900n,
      correctedState: 'open',
    });
  });

  it('refuses to change the bet itself', () => {
    expect(() => resettleBet(single(two, 'win'), single(three, 'win'))).toThrow(
      expect.objectContaining({ code: 'invalid_bet' }),
    );
    expect(() => resettleBet(single(two, 'win'), single(two, 'win', 5n))).toThrow(
      expect.objectContaining({ code: 'invalid_bet' }),
    );
  });
});

describe('settlement properties', () => {
  const priceArbitrary = fc
    .tuple(fc.integer({ min: 101, max: 5_000 }), fc.constantFrom(1, 2, 4, 10, 100))
    .map(([numerator, denominator]) => odds(Math.max(numerator, denominator + 1), denominator));
  const resultArbitrary = fc.constantFrom<LegResult>('win', 'lose', 'void', 'half_win', 'half_lose');
  const legArbitrary = fc.record({ odds: priceArbitrary, result: resultArbitrary });
  const stakeArbitrary = fc.bigInt({ min: 1n, max: 10n ** 15n });

  it('a system pays exactly the sum of its combinations as separate accumulators', () => {
    fc.assert(
      fc.property(
        fc.array(legArbitrary, { minLength: 2, maxLength: 6 }),
        stakeArbitrary,
        fc.integer({ min: 1, max: 6 }),
        (legs, stake, size) => {
          fc.pre(size <= legs.length);
          const system: Bet = { kind: 'system', unitStakeMinor: stake, sizes: [size], legs };
          const asSeparateBets = betCombinations(system).reduce((sum, combination) => {
            const part: Bet = {
              kind: combination.length === 1 ? 'single' : 'accumulator',
              unitStakeMinor: stake,
              legs: combination.map((index) => legs[index]!),
            };
            return sum + payout(part)!;
          }, 0n);
          expect(payout(system)).toBe(asSeparateBets);
        },
      ),
    );
  });

  it('a better result never pays less, and all void returns the stake', () => {
    const order: LegResult[] = ['lose', 'half_lose', 'void', 'half_win', 'win'];
    fc.assert(
      fc.property(
        fc.array(legArbitrary, { minLength: 2, maxLength: 8 }),
        stakeArbitrary,
        fc.nat(),
        (legs, stake, pick) => {
          const index = pick % legs.length;
          const payouts = order.map(
            (result) =>
              payout({
                kind: 'accumulator',
                unitStakeMinor: stake,
                legs: legs.map((item, position) => (position === index ? { ...item, result } : item)),
              })!,
          );
          payouts.slice(1).forEach((value, position) => expect(value).toBeGreaterThanOrEqual(payouts[position]!));
          expect(
            payout({
              kind: 'accumulator',
              unitStakeMinor: stake,
              legs: legs.map((item) => ({ ...item, result: 'void' as const })),
            }),
          ).toBe(stake);
        },
      ),
    );
  });
});
