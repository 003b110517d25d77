/**
 * Blackjack's table as plain data: the round the server answered and how many of its cards are
 * already on the felt, with the pure steps the game takes between answers (no DOM, no requests).
 */
import type { BlackjackPublicState } from '@casino/fairplay';
import { isRoundOpen, resumedRound, type Round } from '../../api/provider-types';
import { stakedMinor } from './blackjack-view';

/** Deal order pacing: each new card lands a beat after the previous one. */
export const CARD_DELAY_MS = 110;
/** The most cards whose landing the result line waits for. */
const CARDS_PACED = 6;

export interface BlackjackTable {
  round: Round<'blackjack'> | null;
  /** Cards already on the table, so only new ones animate in. */
  shownCards: number;
}

/** The table as the game opens: a round still open on the server is resumed as it stands, without dealing it again. */
export function openingTable(openRound: Round | null | undefined): BlackjackTable {
  const round = resumedRound<'blackjack'>(openRound);
  return { round, shownCards: round ? Number.MAX_SAFE_INTEGER : 0 };
}

export function isTableOpen(table: BlackjackTable): boolean {
  return isRoundOpen(table.round);
}

export function tableState(table: BlackjackTable): BlackjackPublicState | null {
  return table.round?.outcome ?? null;
}

/** The cards on the felt, the dealer's hole card included: the dealer's, then each hand's. */
export function cardsOnTable(state: BlackjackPublicState | null): number {
  if (!state) return 0;
  return state.dealer.length + state.hands.reduce((count, hand) => count + hand.cards.length, 0);
}

/** How long the result line waits for the cards just dealt to land, one after another. */
export function landingDelayMs(shownBefore: number, cardsNow: number): number {
  return Math.min(Math.max(0, cardsNow - shownBefore), CARDS_PACED) * CARD_DELAY_MS;
}

/** What a finished round won or lost against everything staked (doubles and splits included). */
export function roundNetMinor(round: Round<'blackjack'>): number {
  return round.win - stakedMinor(round.bet, round.outcome);
}
