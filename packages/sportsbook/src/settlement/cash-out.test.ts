import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { odds } from '../odds/odds';
import type { Bet } from './bet';
import { cashOutOffer, CASH_OUT_MARGIN_BPS } from './cash-out';

describe('a cash-out offer', () => {
  it('is the fair value from current probabilities, less the published 5%', () => {
    expect(CASH_OUT_MARGIN_BPS).toBe(500);
    const bet: Bet = { kind: 'single', unitStakeMinor: 1_000n, legs: [{ odds: odds(3, 1), result: 'open' }] };
    expect(cashOutOffer(bet, [0.4])).toEqual({ fairValueMinor: 1_200n, offerMinor: 1_140n });
    expect(cashOutOffer(bet, [0.4], 0)).toEqual({ fairValueMinor: 1_200n, offerMinor: 1_200n });
  });

  it('values an accumulator from its settled legs and the chances of the open ones', () => {
    const bet: Bet = {
      kind: 'accumulator',
      unitStakeMinor: 1_000n,
      legs: [
        { odds: odds(2, 1), result: 'win' },
        { odds: odds(3, 2), result: 'void' },
        { odds: odds(4, 1), result: 'open' },
      ],
    };
    expect(cashOutOffer(bet, [undefined, undefined, 0.5])).toEqual({ fairValueMinor: 4_000n, offerMinor: 3_800n }); // 1000 x 2 x 1 x (0.5 x 4)
  });

  it('values an open quarter line from its win and refund shares', () => {
    const bet: Bet = { kind: 'single', unitStakeMinor: 1_000n, legs: [{ odds: odds(2, 1), result: 'open' }] };
    expect(cashOutOffer(bet, [{ win: 0.4, refund: 0.2 }])).toEqual({ fairValueMinor: 1_000n, offerMinor: 950n }); // 0.4 x 2 + 0.2
  });

  it('values a system as the sum of its combinations', () => {
    const bet: Bet = {
      kind: 'system',
      unitStakeMinor: 100n,
      sizes: [2],
      legs: [
        { odds: odds(2, 1), result: 'win' },
        { odds: odds(4, 1), result: 'open' },
        { odds: odds(5, 1), result: 'lose' },
      ],
    };
    expect(cashOutOffer(bet, [undefined, 0.5])).toEqual({ fairValueMinor: 400n, offerMinor: 380n }); // only 2 x 4 lives: 100 x 2 x 2
  });

  it('is not offered on a settled or already lost bet', () => {
    const settled: Bet = { kind: 'single', unitStakeMinor: 1_000n, legs: [{ odds: odds(3, 1), result: 'win' }] };
    expect(cashOutOffer(settled, [])).toBeNull();
    const lost: Bet = {
      kind: 'accumulator',
      unitStakeMinor: 1_000n,
      legs: [
        { odds: odds(3, 1), result: 'lose' },
        { odds: odds(2, 1), result: 'open' },
      ],
    };
    expect(cashOutOffer(lost, [undefined, 0.5])).toBeNull();
  });

  it('needs a valid chance for every open leg', () => {
    const bet: Bet = { kind: 'single', unitStakeMinor: 1_000n, legs: [{ odds: odds(3, 1), result: 'open' }] };
    expect(() => cashOutOffer(bet, [])).toThrow(expect.objectContaining({ code: 'invalid_probability' }));
    expect(() => cashOutOffer(bet, [1.5])).toThrow(expect.objectContaining({ code: 'invalid_probability' }));
    expect(() => cashOutOffer(bet, [{ win: 0.7, refund: 0.5 }])).toThrow(
      expect.objectContaining({ code: 'invalid_probability' }),
    );
  });

  it('at fair prices is worth the stake, and the offer never exceeds the fair value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2, max: 20 }), { minLength: 1, maxLength: 5 }),
        fc.bigInt({ min: 1_000n, max: 10n ** 12n }),
        (prices, stake) => {
          const bet: Bet = {
            kind: prices.length === 1 ? 'single' : 'accumulator',
            unitStakeMinor: stake,
            legs: prices.map((price) => ({ odds: odds(price, 1), result: 'open' as const })),
          };
          const offer = cashOutOffer(
            bet,
            prices.map((price) => 1 / price),
          )!;
          // Probabilities enter as billionths rounded down: the value may fall short by a hair, never exceed.
          expect(offer.fairValueMinor).toBeLessThanOrEqual(stake);
          expect(Number(stake - offer.fairValueMinor)).toBeLessThanOrEqual(Number(stake) * 1e-7 + 1);
          expect(offer.offerMinor).toBeLessThanOrEqual(offer.fairValueMinor);
        },
      ),
    );
  });
});
