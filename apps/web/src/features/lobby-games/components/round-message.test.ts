import { describe, expect, it } from 'vitest';
import { roundFromEvent, roundMessageOf } from './round-message';

const frame = {} as Window;
const other = {} as Window;
const ORIGIN = 'https://casino.example';
const good = { type: 'casino:round', balance: 99_900, roundId: '0b6f7c9e-3a8e-4d53-9a4c-1f2e3d4c5b6a' };

describe('roundMessageOf', () => {
  it('accepts the game client message', () => {
    expect(roundMessageOf(good)).toEqual({ balance: 99_900, roundId: good.roundId });
  });

  it('refuses anything else', () => {
    expect(roundMessageOf(null)).toBeUndefined();
    expect(roundMessageOf('casino:round')).toBeUndefined();
    expect(roundMessageOf({ ...good, type: 'casino:bet' })).toBeUndefined();
    expect(roundMessageOf({ ...good, balance: '99900' })).toBeUndefined();
    expect(roundMessageOf({ ...good, balance: 1.5 })).toBeUndefined();
    expect(roundMessageOf({ ...good, balance: -1 })).toBeUndefined();
    expect(roundMessageOf({ ...good, roundId: '' })).toBeUndefined();
  });
});

describe('roundFromEvent', () => {
  it('believes only our frame on our origin', () => {
    expect(roundFromEvent({ origin: ORIGIN, source: frame, data: good }, frame, ORIGIN)).toBeDefined();
    expect(roundFromEvent({ origin: 'https://evil.example', source: frame, data: good }, frame, ORIGIN)).toBeUndefined();
    expect(roundFromEvent({ origin: ORIGIN, source: other, data: good }, frame, ORIGIN)).toBeUndefined();
    expect(roundFromEvent({ origin: ORIGIN, source: frame, data: good }, null, ORIGIN)).toBeUndefined();
  });
});
