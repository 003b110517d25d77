/**
 * Baccarat's table as plain data: the chips on the spots and whether a coup is being dealt, with
 * the pure steps between answers (no DOM, no requests).
 */
import type { BaccaratBetType, BaccaratOutcome, Card } from '@casino/fairplay';
import { addChip, EMPTY_SLIP, slipTotal, type BaccaratSlip } from './baccarat-view';

export type BaccaratSide = 'player' | 'banker';

export interface BaccaratTable {
  slip: BaccaratSlip;
  /** A coup is being dealt: the chips stay as they are. */
  busy: boolean;
}

export function openingTable(): BaccaratTable {
  return { slip: EMPTY_SLIP, busy: false };
}

/** Adds a chip of the bet field's amount (null: the field is not valid) to a spot, unless a coup is being dealt. */
export function placeChip(table: BaccaratTable, spot: BaccaratBetType, chip: number | null): boolean {
  if (table.busy || chip === null) return false;
  table.slip = addChip(table.slip, spot, chip);
  return true;
}

export function clearChips(table: BaccaratTable): void {
  table.slip = EMPTY_SLIP;
}

/** Whether a deal goes out: not while a coup is dealt or with no chips ('idle'), nor over the table's maximum. */
export function dealCheck(table: BaccaratTable, maxBet: number): 'deal' | 'idle' | 'overMax' {
  const stake = slipTotal(table.slip);
  if (table.busy || stake === 0) return 'idle';
  return stake > maxBet ? 'overMax' : 'deal';
}

/** The cards in the order they left the shoe: player, banker, player, banker, then the third cards. */
export function dealOrder(outcome: Pick<BaccaratOutcome, 'player' | 'banker'>): [BaccaratSide, Card][] {
  const order: [BaccaratSide, Card][] = [];
  outcome.player.slice(0, 2).forEach((card, index) => {
    order.push(['player', card]);
    const banker = outcome.banker[index];
    if (banker) order.push(['banker', banker]);
  });
  if (outcome.player[2]) order.push(['player', outcome.player[2]]);
  if (outcome.banker[2]) order.push(['banker', outcome.banker[2]]);
  return order;
}

/** What each spot shows once the coup is settled: won (the winning side too), pushed, or nothing. */
export function spotResults(
  outcome: Pick<BaccaratOutcome, 'bets' | 'winner'>,
): Partial<Record<BaccaratBetType, { won: boolean; push: boolean }>> {
  const results: Partial<Record<BaccaratBetType, { won: boolean; push: boolean }>> = {};
  for (const bet of outcome.bets) results[bet.type] = { won: bet.result === 'win', push: bet.result === 'push' };
  results[outcome.winner] = { won: true, push: results[outcome.winner]?.push ?? false };
  return results;
}
