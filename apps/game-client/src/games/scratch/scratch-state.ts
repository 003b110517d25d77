/**
 * The scratch card as plain data: the card bought, the fields uncovered, what it paid and the
 * purchase waiting for the card to be uncovered, with the pure steps between scratches (no DOM,
 * no requests).
 */
import type { ScratchOutcome } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { isCardDone, isWinShown, type Scratched } from './scratch-view';

export interface ScratchCard {
  outcome: ScratchOutcome | null;
  scratched: Scratched;
  /** What the card paid, shown once it is uncovered. */
  win: number;
  /** Ends the purchase (the balance then updates) once the card is uncovered. */
  settle: (() => void) | null;
}

export function openingCard(): ScratchCard {
  return { outcome: null, scratched: new Set(), win: 0, settle: null };
}

/** A card bought: every field covered, the purchase settled when the last one is uncovered. */
export function buyCard(card: ScratchCard, round: Round<'scratch'>, settle: () => void): void {
  card.outcome = round.outcome;
  card.win = round.win;
  card.scratched = new Set();
  card.settle = settle;
}

export interface Uncovered {
  /** The fields this step uncovered (they animate). */
  readonly fresh: ReadonlySet<number>;
  /** Every field is uncovered: the card's result shows. */
  readonly done: boolean;
  /** The three alike are all uncovered. */
  readonly winShown: boolean;
}

/** Uncovers fields; null when there is no card or it is already uncovered. */
export function uncoverFields(card: ScratchCard, next: Scratched): Uncovered | null {
  const { outcome, scratched } = card;
  if (!outcome || isCardDone(scratched)) return null;
  const fresh = new Set([...next].filter((field) => !scratched.has(field)));
  card.scratched = next;
  return { fresh, done: isCardDone(next), winShown: isWinShown(outcome, next) };
}

/** Settles the purchase once, when the card is uncovered. */
export function settleCard(card: ScratchCard): void {
  const settle = card.settle;
  card.settle = null;
  settle?.();
}
