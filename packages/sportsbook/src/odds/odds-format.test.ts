import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { odds, oddsEqual } from './odds';
import { formatAmericanOdds, formatDecimalOdds, formatFractionalOdds, formatOdds } from './odds-format';
import { parseAmericanOdds, parseDecimalOdds, parseFractionalOdds, parseOdds } from './odds-parse';

describe('showing odds', () => {
  it('in the three formats, as a player expects to read them', () => {
    const table: [number, number, string, string, string][] = [
      [5, 2, '2.50', '6/4', '+150'], // the traditional spelling of 3/2
      [7, 2, '3.50', '5/2', '+250'],
      [3, 2, '1.50', '1/2', '-200'],
      [2, 1, '2.00', '1/1', '+100'],
      [21, 10, '2.10', '11/10', '+110'],
      [5, 4, '1.25', '1/4', '-400'],
      [5, 3, '1.66', '4/6', '-150'], // 1.666.. shown rounded down; the traditional 4/6
      [4, 3, '1.33', '1/3', '-300'],
      [191, 100, '1.91', '10/11', '-110'], // 0.91 is no simple fraction: nearest ladder entry; -109.89 shown -110
      [153, 100, '1.53', '8/15', '-189'], // -188.67 rounded to the shorter -189
      [26, 1, '26.00', '25/1', '+2500'],
    ];
    for (const [numerator, denominator, decimal, fractional, american] of table) {
      const price = odds(numerator, denominator);
      expect([formatDecimalOdds(price), formatFractionalOdds(price), formatAmericanOdds(price)]).toEqual([
        decimal,
        fractional,
        american,
      ]);
    }
    expect(formatOdds(odds(13, 10), 'fractional')).toBe('3/10');
    expect(formatFractionalOdds(odds(10, 3))).toBe('7/3'); // simple enough to show exactly
    expect(formatDecimalOdds({ numerator: 191n ** 3n, denominator: 100n ** 3n })).toBe('6.96'); // 6.967871 rounded down
  });

  it('never show more than is paid: decimal and American round towards the shorter price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (numerator, denominator) => {
          fc.pre(numerator > denominator);
          const price = odds(numerator, denominator);
          expect(Number(formatDecimalOdds(price))).toBeLessThanOrEqual(numerator / denominator);
          const american = Number(formatAmericanOdds(price));
          const profit = numerator / denominator - 1;
          const shownProfit = american > 0 ? american / 100 : 100 / -american;
          expect(shownProfit).toBeLessThanOrEqual(profit + 1e-12);
        },
      ),
    );
  });
});

describe('reading odds a player typed', () => {
  it('accepts the usual spellings of each format', () => {
    expect(parseDecimalOdds(' 2.5 ')).toEqual(odds(5, 2));
    expect(parseDecimalOdds('2,50')).toEqual(odds(5, 2));
    expect(parseDecimalOdds('13')).toEqual(odds(13, 1));
    expect(parseFractionalOdds('5/2')).toEqual(odds(7, 2));
    expect(parseFractionalOdds('11 / 10')).toEqual(odds(21, 10));
    expect(parseFractionalOdds('Evens')).toEqual(odds(2, 1));
    expect(parseAmericanOdds('+150')).toEqual(odds(5, 2));
    expect(parseAmericanOdds('150')).toEqual(odds(5, 2));
    expect(parseAmericanOdds('-200')).toEqual(odds(3, 2));
    expect(parseAmericanOdds('\u2212110')).toEqual(odds(21, 11));
    expect(parseOdds('1/4', 'fractional')).toEqual(odds(5, 4));
  });

  it('refuses anything else with a clear code, never a NaN or a huge number', () => {
    const bad: [string, 'decimal' | 'fractional' | 'american'][] = [
      ['1', 'decimal'],
      ['1.00', 'decimal'],
      ['0.5', 'decimal'],
      ['-2', 'decimal'],
      ['1e3', 'decimal'],
      ['NaN', 'decimal'],
      ['Infinity', 'decimal'],
      ['2.55555', 'decimal'],
      ['99999', 'decimal'],
      ['', 'decimal'],
      ['2.5.1', 'decimal'],
      ['0/1', 'fractional'],
      ['5/0', 'fractional'],
      ['5:2', 'fractional'],
      ['1/-2', 'fractional'],
      ['+99', 'american'],
      ['-50', 'american'],
      ['+1.5', 'american'],
      ['--200', 'american'],
      ['9'.repeat(100), 'american'],
    ];
    for (const [input, format] of bad) {
      expect(() => parseOdds(input, format), `${format} ${input}`).toThrow(
        expect.objectContaining({ code: 'invalid_odds_input' }),
      );
    }
    expect(() => parseOdds('2', 'roman' as 'decimal')).toThrow(expect.objectContaining({ code: 'invalid_odds_input' }));
  });

  it('round-trips: what is shown reads back as the same price whenever the format can show it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const price = odds(hundredths, 100);
        expect(oddsEqual(parseDecimalOdds(formatDecimalOdds(price)), price)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (profit, stake) => {
        const price = parseFractionalOdds(`${profit}/${stake}`);
        const american = formatAmericanOdds(price);
        const exactAmerican = profit >= stake ? (100 * profit) % stake === 0 : (100 * stake) % profit === 0;
        if (exactAmerican) expect(oddsEqual(parseAmericanOdds(american), price)).toBe(true);
        if (profit <= 10 && stake <= 10)
          expect(oddsEqual(parseFractionalOdds(formatFractionalOdds(price)), price)).toBe(true);
      }),
    );
  });
});
