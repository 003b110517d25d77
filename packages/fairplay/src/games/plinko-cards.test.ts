import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../rng/floats';
import { cardAt, cardFromFloat, drawCards, DECK_SIZE } from './cards';
import { parsePlinkoParams, plinkoOutcome, plinkoRtp, plinkoTableBps } from './plinko';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_PAYOUT_TABLES, PLINKO_RISKS } from './plinko-tables';

const boards = PLINKO_RISKS.flatMap((risk) =>
  Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => ({ risk, rows: PLINKO_MIN_ROWS + i })),
);

describe('plinko tables', () => {
  it.each(boards)('$rows rows, $risk risk: one symmetric bucket per landing spot', ({ risk, rows }) => {
    const table = PLINKO_PAYOUT_TABLES[risk][rows] ?? [];
    expect(table).toHaveLength(rows + 1);
    expect([...table].reverse()).toEqual(table);
  });

  it.each(boards)('$rows rows, $risk risk: returns about 99%', ({ risk, rows }) => {
    const rtp = plinkoRtp({ rows, risk });
    expect(rtp).toBeGreaterThan(0.989);
    expect(rtp).toBeLessThan(0.992);
  });

  it('computes the exact RTP from binomial chances', () => {
    // 8 rows, low: (2 x 5.6 + 16 x 2.1 + 56 x 1.1 + 112 x 1 + 70 x 0.5) / 256
    expect(plinkoRtp({ rows: 8, risk: 'low' })).toBeCloseTo((2 * 5.6 + 16 * 2.1 + 56 * 1.1 + 112 + 70 * 0.5) / 256, 12);
    expect(plinkoRtp({ rows: 16, risk: 'high' })).toBeCloseTo(0.989764, 6);
  });
});

describe('plinko drops', () => {
  it('goes right when floor(f x 2) is 1 and lands in the bucket counting the rights', () => {
    const floats = [0.1, 0.6, 0.5, 0.49, 0.9, 0, 0.99, 0.2];
    const outcome = plinkoOutcome(createFloatReader(floats), { rows: 8, risk: 'medium' });
    expect(outcome.path).toEqual(['left', 'right', 'right', 'left', 'right', 'left', 'right', 'left']);
    expect(outcome.bucket).toBe(4);
    expect(outcome.multiplier).toEqual({ numerator: 4_000, denominator: 10_000 });
  });

  it('pays the edge bucket when every float goes the same way', () => {
    const outcome = plinkoOutcome(createFloatReader(Array<number>(16).fill(0.75)), { rows: 16, risk: 'high' });
    expect(outcome).toMatchObject({ bucket: 16, multiplier: { numerator: 10_000_000 } });
    expect(plinkoTableBps({ rows: 16, risk: 'high' })[0]).toBe(10_000_000);
  });

  it('reads one float per row', () => {
    const reader = createFloatReader(Array<number>(12).fill(0.3));
    plinkoOutcome(reader, { rows: 12, risk: 'low' });
    expect(reader.consumed).toBe(12);
  });

  it.each([
    [{ rows: 7, risk: 'low' }, 'plinko_rows_out_of_range'],
    [{ rows: 17, risk: 'low' }, 'plinko_rows_out_of_range'],
    [{ rows: 8, risk: 'extreme' }, 'plinko_risk_unknown'],
    [{ risk: 'low' }, 'plinko_rows_out_of_range'],
  ])('refuses %j', (params, code) => {
    expect(() => parsePlinkoParams(params)).toThrow(expect.objectContaining({ code }));
  });
});

describe('card draws', () => {
  it('follow the published order ♦2 ♥2 ♠2 ♣2 ♦3 ... ♣A', () => {
    expect([0, 1, 2, 3, 4].map((index) => cardAt(index).label)).toEqual(['♦2', '♥2', '♠2', '♣2', '♦3']);
    expect(cardAt(34)).toEqual({ index: 34, rank: '10', suit: 'spades', label: '♠10' });
    expect(cardAt(51).label).toBe('♣A');
    expect(new Set(Array.from({ length: DECK_SIZE }, (_, i) => cardAt(i).label)).size).toBe(52);
  });

  it('map a float with floor(f x 52), each draw independent (infinite deck)', () => {
    expect(cardFromFloat(0).label).toBe('♦2');
    expect(cardFromFloat(1 - 2 ** -32).label).toBe('♣A');
    expect(drawCards(createFloatReader([0.5, 0.5, 0.5]), 3).map((card) => card.label)).toEqual(['♠8', '♠8', '♠8']);
  });

  it('refuses an index outside the deck', () => {
    expect(() => cardAt(52)).toThrow(RangeError);
  });
});
