/**
 * The scratch card apart from the DOM: which fields are still covered, when the card is done,
 * and the texts of the symbols and of the result.
 */
import { SCRATCH_FIELDS, SCRATCH_PRIZES, SCRATCH_RTP, SCRATCH_SYMBOLS, type ScratchOutcome, type ScratchSymbol } from '@casino/fairplay';

export const SYMBOL_NAMES: Readonly<Record<ScratchSymbol, string>> = {
  cherry: 'Cherry', lemon: 'Lemon', bell: 'Bell', clover: 'Clover', horseshoe: 'Horseshoe', seven: 'Seven', jackpot: 'Jackpot',
};

/** The prize rows printed on the card, best first: "3 × Seven: 500× the stake". */
export function prizeRows(): { symbol: ScratchSymbol; name: string; prize: string }[] {
  return [...SCRATCH_SYMBOLS].reverse().map((symbol) => ({
    symbol,
    name: SYMBOL_NAMES[symbol],
    prize: symbol === 'jackpot' ? 'the progressive jackpot' : `${SCRATCH_PRIZES[symbol]}× the stake`,
  }));
}

export const CARD_RULE = `Match three symbols to win that prize · RTP ${(SCRATCH_RTP * 100).toFixed(2)}% (the jackpot pool on top)`;

/** Which fields are uncovered: a set of indexes 0..8. */
export type Scratched = ReadonlySet<number>;

export function scratchField(scratched: Scratched, field: number): Set<number> {
  const next = new Set(scratched);
  if (Number.isInteger(field) && field >= 0 && field < SCRATCH_FIELDS) next.add(field);
  return next;
}

export function scratchAll(): Set<number> {
  return new Set(Array.from({ length: SCRATCH_FIELDS }, (_, field) => field));
}

export function isCardDone(scratched: Scratched): boolean {
  return scratched.size >= SCRATCH_FIELDS;
}

/** Whether every winning field is uncovered: the win shows before the last field is scratched. */
export function isWinShown(outcome: Pick<ScratchOutcome, 'winningFields'>, scratched: Scratched): boolean {
  return outcome.winningFields.length > 0 && outcome.winningFields.every((field) => scratched.has(field));
}

/** The line once the card is uncovered. */
export function resultLine(outcome: Pick<ScratchOutcome, 'winningSymbol' | 'jackpot'>, win: number, format: (amount: number) => string): string {
  if (outcome.jackpot) return win > 0 ? `Three jackpots! The progressive jackpot pays ${format(win)}.` : 'Three jackpots! The progressive jackpot is yours.';
  if (!outcome.winningSymbol) return 'No three alike this time.';
  return `Three ${SYMBOL_NAMES[outcome.winningSymbol].toLowerCase()}s: you win ${format(win)}.`;
}

/** What a screen reader says of a field. */
export function fieldLabel(field: number, symbol: ScratchSymbol | null): string {
  const place = `Field ${field + 1}`;
  return symbol ? `${place}: ${SYMBOL_NAMES[symbol]}` : `${place}: covered, press to scratch`;
}
