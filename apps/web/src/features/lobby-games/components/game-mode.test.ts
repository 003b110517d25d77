import { describe, expect, it } from 'vitest';
import { gamePlayOf, requestedModeOf, searchWithMode } from './game-mode';

const inhouse = { isPlayable: true, hasDemo: true };
const noDemo = { isPlayable: true, hasDemo: false };
const listed = { isPlayable: false, hasDemo: true };

describe('gamePlayOf', () => {
  it('gives a guest the demo, and a player real money unless they ask for the demo', () => {
    expect(gamePlayOf(inhouse, false, undefined)).toEqual({ kind: 'play', mode: 'demo' });
    expect(gamePlayOf(inhouse, false, 'real')).toEqual({ kind: 'play', mode: 'demo' });
    expect(gamePlayOf(inhouse, true, undefined)).toEqual({ kind: 'play', mode: 'real' });
    expect(gamePlayOf(inhouse, true, 'demo')).toEqual({ kind: 'play', mode: 'demo' });
  });

  it('never launches a demo a game does not offer', () => {
    expect(gamePlayOf(noDemo, true, 'demo')).toEqual({ kind: 'play', mode: 'real' });
    expect(gamePlayOf(noDemo, false, undefined)).toEqual({ kind: 'sign-in' });
  });

  it('launches nothing for a game this platform cannot run', () => {
    expect(gamePlayOf(listed, true, 'demo')).toEqual({ kind: 'unavailable' });
    expect(gamePlayOf(listed, false, undefined)).toEqual({ kind: 'unavailable' });
  });
});

describe('the mode in the URL', () => {
  it('reads only the two known modes', () => {
    expect(requestedModeOf('?mode=demo')).toBe('demo');
    expect(requestedModeOf('?mode=real&x=1')).toBe('real');
    expect(requestedModeOf('?mode=free')).toBeUndefined();
    expect(requestedModeOf('')).toBeUndefined();
  });

  it('keeps the other parameters when the mode changes', () => {
    expect(searchWithMode('?ref=lobby&mode=real', 'demo')).toBe('?ref=lobby&mode=demo');
    expect(searchWithMode('', 'real')).toBe('?mode=real');
  });
});
