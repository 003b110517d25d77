/**
 * The roulette bet slip: chips placed on spots of the layout, in order (so the last can be taken
 * back), turned into fairplay's bets with one bet per spot. Amounts are minor units.
 */
import { coveredNumbers, type RouletteBet } from '@casino/fairplay';
import { t } from '../../lib/i18n';

export type EvenChance = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type Spot =
  | { readonly type: 'straight'; readonly number: number }
  | { readonly type: 'dozen' | 'column'; readonly index: 1 | 2 | 3 }
  | { readonly type: EvenChance };

export interface Chip {
  readonly spot: Spot;
  readonly amount: number;
}

export function spotKey(spot: Spot): string {
  if (spot.type === 'straight') return `straight:${spot.number}`;
  if (spot.type === 'dozen' || spot.type === 'column') return `${spot.type}:${spot.index}`;
  return spot.type;
}

export function spotLabel(spot: Spot): string {
  if (spot.type === 'straight') return t('games.roulette.spot.number', { number: spot.number });
  if (spot.type === 'dozen')
    return t(`games.roulette.spot.dozen${spot.index}`, { from: spot.index * 12 - 11, to: spot.index * 12 });
  if (spot.type === 'column') return t(`games.roulette.spot.column${spot.index}`);
  return t(`games.roulette.spot.${spot.type}`);
}

export function spotBet(spot: Spot, amount: number): RouletteBet {
  if (spot.type === 'straight') return { type: 'straight', numbers: [spot.number], amount };
  if (spot.type === 'dozen' || spot.type === 'column') return { type: spot.type, index: spot.index, amount };
  return { type: spot.type, amount };
}

export function addChip(chips: readonly Chip[], spot: Spot, amount: number): Chip[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) return [...chips];
  return [...chips, { spot, amount }];
}

export function undoChip(chips: readonly Chip[]): Chip[] {
  return chips.slice(0, -1);
}

/** The amount on each spot, by spot key. */
export function stakesBySpot(chips: readonly Chip[]): Map<string, number> {
  const stakes = new Map<string, number>();
  for (const chip of chips) stakes.set(spotKey(chip.spot), (stakes.get(spotKey(chip.spot)) ?? 0) + chip.amount);
  return stakes;
}

/** One bet per spot, in the order spots were first played: the round's params. */
export function slipBets(chips: readonly Chip[]): RouletteBet[] {
  const spots = new Map<string, Spot>();
  for (const chip of chips) if (!spots.has(spotKey(chip.spot))) spots.set(spotKey(chip.spot), chip.spot);
  const stakes = stakesBySpot(chips);
  return [...spots.entries()].map(([key, spot]) => spotBet(spot, stakes.get(key) ?? 0));
}

export function slipTotal(chips: readonly Chip[]): number {
  return chips.reduce((sum, chip) => sum + chip.amount, 0);
}

/** The numbers a spot covers, to light them on the layout when the spot is hovered or wins. */
export function spotNumbers(spot: Spot): number[] {
  return coveredNumbers(spotBet(spot, 1));
}

/** The European wheel, clockwise from zero: the order the ball passes the pockets. */
export const EUROPEAN_WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;
