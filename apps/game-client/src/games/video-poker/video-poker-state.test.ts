import { resolveRoundSync } from '@casino/fairplay/node';
import type { VideoPokerState } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import type { Round } from '../../api/provider-types';
import {
  cardOfKey,
  drawOf,
  handChip,
  isAwaitingDraw,
  isHeld,
  isMachineOpen,
  openingMachine,
  toggleCard,
} from './video-poker-state';

const seeds = { serverSeed: 'a1'.repeat(32), clientSeed: 'vp', nonce: 3 };
const dealt = resolveRoundSync({ ...seeds, game: 'video-poker', params: {} }).outcome;
const drawn = resolveRoundSync({
  ...seeds,
  game: 'video-poker',
  params: {},
  actions: [{ type: 'draw', hold: [true, false, false, false, true] }],
}).outcome;
const round = (outcome: VideoPokerState, extra: Partial<Round<'video-poker'>> = {}): Round<'video-poker'> => ({
  id: 'r1',
  bet: 100,
  win: 0,
  nonce: 3,
  clientSeed: 'vp',
  serverSeedHash: 'h',
  status: outcome.phase === 'dealt' ? 'open' : 'settled',
  outcome,
  ...extra,
});

describe('the video poker machine', () => {
  it('resumes a dealt hand with nothing held, and ignores a settled one', () => {
    const machine = openingMachine(round(dealt));
    expect(isAwaitingDraw(machine)).toBe(true);
    expect(machine.hold).toEqual([false, false, false, false, false]);
    expect(openingMachine(round(drawn)).round).toBeNull();
    expect(isMachineOpen(openingMachine(null))).toBe(false);
  });

  it('holds cards only while the hand waits for the draw', () => {
    const machine = openingMachine(round(dealt));
    expect(toggleCard(machine, 1)).toBe(true);
    expect(toggleCard(machine, 4)).toBe(true);
    expect(toggleCard(machine, 1)).toBe(true);
    expect(machine.hold).toEqual([false, false, false, false, true]);
    expect(isHeld(machine, dealt, 4)).toBe(true);
    machine.round = round(drawn);
    expect(toggleCard(machine, 0)).toBe(false);
    // After the draw, the round says what was held.
    expect(isHeld(machine, drawn, 0)).toBe(true);
    expect(isHeld(machine, drawn, 4)).toBe(true);
    expect(isHeld(machine, drawn, 1)).toBe(false);
  });

  it('reads the keys 1 to 5 as the cards', () => {
    expect(['1', '3', '5'].map(cardOfKey)).toEqual([0, 2, 4]);
    expect(['0', '6', 'a', ' ', 'Enter'].map(cardOfKey)).toEqual([null, null, null, null, null]);
  });

  it('sends the held cards with the actions seen, and animates the ones replaced', () => {
    const machine = openingMachine(round(dealt, { actions: [] }));
    toggleCard(machine, 0);
    toggleCard(machine, 2);
    expect(drawOf(machine, round(dealt))).toEqual({
      action: { type: 'draw', hold: [true, false, true, false, false], seq: 0 },
      drawn: [false, true, false, true, true],
    });
  });

  it('names the hand made in the strip of last hands, a dash for nothing', () => {
    expect(handChip({ hand: 'nothing' })).toBe('—');
    expect(handChip({ hand: 'full_house' })).toBe('Full house');
  });
});
