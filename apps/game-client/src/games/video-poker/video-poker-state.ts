/**
 * Video poker's machine as plain data: the round the server answered and the cards the player
 * holds, with the pure steps between answers (no DOM, no requests).
 */
import type { VideoPokerState } from '@casino/fairplay';
import { actionSeq, isRoundOpen, resumedRound, type Round, type VideoPokerDrawBody } from '../../api/provider-types';
import { NO_HOLD, PAYTABLE_ROWS, toggleHold } from './video-poker-view';

/** Every card of a fresh deal animates in. */
export const ALL_FRESH: readonly boolean[] = [true, true, true, true, true];

export interface VideoPokerMachine {
  round: Round<'video-poker'> | null;
  /** The cards held for the draw, toggled by the player between the deal and the draw. */
  hold: boolean[];
}

export function openingMachine(openRound: Round | null | undefined): VideoPokerMachine {
  return { round: resumedRound<'video-poker'>(openRound), hold: [...NO_HOLD] };
}

export function machineState(machine: VideoPokerMachine): VideoPokerState | null {
  return machine.round?.outcome ?? null;
}

export function isMachineOpen(machine: VideoPokerMachine): boolean {
  return isRoundOpen(machine.round);
}

/** Dealt and waiting for the draw: the cards can be held and the button draws. */
export function isAwaitingDraw(machine: VideoPokerMachine): boolean {
  return isMachineOpen(machine) && machine.round?.outcome.phase === 'dealt';
}

/** Holds or releases a card; only while the hand waits for the draw. */
export function toggleCard(machine: VideoPokerMachine, index: number): boolean {
  if (!isAwaitingDraw(machine)) return false;
  machine.hold = toggleHold(machine.hold, index);
  return true;
}

/** The card a key 1 to 5 holds, or null for any other key. */
export function cardOfKey(key: string): number | null {
  const index = Number(key) - 1;
  return Number.isInteger(index) && index >= 0 && index <= 4 ? index : null;
}

/** The draw as sent, and which cards it replaces (those animate in). */
export function drawOf(
  machine: VideoPokerMachine,
  round: Round<'video-poker'>,
): { action: VideoPokerDrawBody; drawn: boolean[] } {
  return {
    action: { type: 'draw', hold: machine.hold, seq: actionSeq(round) },
    drawn: machine.hold.map((held) => !held),
  };
}

/** Whether a card shows as held: the player's choice before the draw, the round's after. */
export function isHeld(machine: VideoPokerMachine, state: VideoPokerState, index: number): boolean {
  return state.phase === 'dealt' ? machine.hold[index] === true : state.held?.[index] === true;
}

/** The chip of a finished hand in the strip of last hands: its row's name, a dash for nothing. */
export function handChip(state: Pick<VideoPokerState, 'hand'>): string {
  return state.hand === 'nothing' ? '—' : (PAYTABLE_ROWS.find((row) => row.hand === state.hand)?.name ?? '');
}
