import { describe, expect, it } from 'vitest';
import { frameMessageFromEvent, frameMessageOf, MAX_FRAME_HEIGHT_PX, roundMessageOf } from './round-message';

const frame = {} as Window;
const other = {} as Window;
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

describe('frameMessageOf', () => {
  it('reads the size the client needs, rounded up and bounded', () => {
    expect(frameMessageOf({ type: 'casino:size', height: 655.2 })).toEqual({ type: 'casino:size', height: 656 });
    expect(frameMessageOf({ type: 'casino:size', height: 1e9 })).toEqual({
      type: 'casino:size',
      height: MAX_FRAME_HEIGHT_PX,
    });
    for (const height of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, '700'])
      expect(frameMessageOf({ type: 'casino:size', height })).toBeUndefined();
  });

  it('reads rounds and the end of the session', () => {
    expect(frameMessageOf(good)).toEqual({ type: 'casino:round', balance: 99_900, roundId: good.roundId });
    expect(frameMessageOf({ type: 'casino:session-ended' })).toEqual({ type: 'casino:session-ended' });
  });
});

describe('frameMessageFromEvent', () => {
  it('believes only our own frame, whose origin is the opaque "null"', () => {
    expect(frameMessageFromEvent({ source: frame, data: good }, frame)).toBeDefined();
    expect(frameMessageFromEvent({ source: other, data: good }, frame)).toBeUndefined();
    expect(frameMessageFromEvent({ source: frame, data: good }, null)).toBeUndefined();
    expect(frameMessageFromEvent({ source: null, data: good }, undefined)).toBeUndefined();
  });
});
