/**
 * The scratch card apart from the DOM: which fields are still covered, when the card is done,
 * and the texts of the symbols and of the result.
 */
import {
  SCRATCH_FIELDS,
  SCRATCH_PRIZES,
  SCRATCH_RTP,
  SCRATCH_SYMBOLS,
  type ScratchOutcome,
  type ScratchSymbol,
} from '@casino/fairplay';
import { formatNumber, formatPercent, t } from '../../lib/i18n';

export function symbolName(symbol: ScratchSymbol): string {
  return t(`games.scratch.symbol.${symbol}`);
}

/** The prize rows printed on the card, best first: "3 × Seven: 500× the stake". */
export function prizeRows(): { symbol: ScratchSymbol; name: string; prize: string }[] {
  return [...SCRATCH_SYMBOLS].reverse().map((symbol) => ({
    symbol,
    name: symbolName(symbol),
    prize:
      symbol === 'jackpot'
        ? t('games.scratch.prizeJackpot')
        : t('games.scratch.prize', { times: formatNumber(SCRATCH_PRIZES[symbol]) }),
  }));
}

export function cardRule(): string {
  return t('games.scratch.rule', { rtp: formatPercent(SCRATCH_RTP * 100, 2) });
}

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
export function resultLine(
  outcome: Pick<ScratchOutcome, 'winningSymbol' | 'jackpot'>,
  win: number,
  format: (amount: number) => string,
): string {
  if (outcome.jackpot)
    return win > 0 ? t('games.scratch.jackpotPays', { amount: format(win) }) : t('games.scratch.jackpotYours');
  if (!outcome.winningSymbol) return t('games.scratch.noWin');
  return t(`games.scratch.threeOf.${outcome.winningSymbol}`, { amount: format(win) });
}

/** What a screen reader says of a field. */
export function fieldLabel(field: number, symbol: ScratchSymbol | null): string {
  return symbol
    ? t('games.scratch.fieldShown', { number: field + 1, symbol: symbolName(symbol) })
    : t('games.scratch.fieldCovered', { number: field + 1 });
}
