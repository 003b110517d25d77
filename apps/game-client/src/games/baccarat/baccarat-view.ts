/**
 * Baccarat's bet slip and texts, apart from the DOM: chips of the bet field's amount stack on
 * player, banker and tie; the slip becomes fairplay's `{ bets }` in the order player, banker, tie.
 */
import { BACCARAT_BET_TYPES, BACCARAT_RTP, type BaccaratBetType, type BaccaratOutcome } from '@casino/fairplay';

export type BaccaratSlip = Readonly<Record<BaccaratBetType, number>>;
export const EMPTY_SLIP: BaccaratSlip = { player: 0, banker: 0, tie: 0 };

export const SPOT_LABELS: Readonly<Record<BaccaratBetType, string>> = { player: 'Player', banker: 'Banker', tie: 'Tie' };
/** What each spot pays, as printed on the felt. */
export const SPOT_PAYS: Readonly<Record<BaccaratBetType, string>> = { player: 'pays 1:1', banker: 'pays 0.95:1', tie: 'pays 8:1' };

export function addChip(slip: BaccaratSlip, spot: BaccaratBetType, amount: number): BaccaratSlip {
  return { ...slip, [spot]: slip[spot] + amount };
}

export function slipTotal(slip: BaccaratSlip): number {
  return slip.player + slip.banker + slip.tie;
}

/** The params of a coup: the spots with chips. */
export function slipBets(slip: BaccaratSlip): { type: BaccaratBetType; amount: number }[] {
  return BACCARAT_BET_TYPES.filter((type) => slip[type] > 0).map((type) => ({ type, amount: slip[type] }));
}

/** A spot's RTP as the felt prints it: "RTP 98.94%". */
export function spotRtp(spot: BaccaratBetType): string {
  return `RTP ${(BACCARAT_RTP[spot] * 100).toFixed(2)}%`;
}

/** The coup in words: "Banker wins 7 to 5", "Tie at 6", with "natural" for a two-card 8 or 9. */
export function coupLine(outcome: Pick<BaccaratOutcome, 'winner' | 'playerTotal' | 'bankerTotal' | 'natural'>): string {
  const natural = outcome.natural ? ' (natural)' : '';
  if (outcome.winner === 'tie') return `Tie at ${outcome.playerTotal}${natural}`;
  const [high, low] = outcome.winner === 'player' ? [outcome.playerTotal, outcome.bankerTotal] : [outcome.bankerTotal, outcome.playerTotal];
  return `${SPOT_LABELS[outcome.winner]} wins ${high} to ${low}${natural}`;
}

/** Each bet's fate in a few words, for the line under the coup. */
export function betLines(outcome: Pick<BaccaratOutcome, 'bets'>, format: (amount: number) => string): string[] {
  return outcome.bets.map((bet) => {
    if (bet.result === 'win') return `${SPOT_LABELS[bet.type]} ${format(bet.amount)} won ${format(bet.returned)}`;
    if (bet.result === 'push') return `${SPOT_LABELS[bet.type]} ${format(bet.amount)} returned (tie)`;
    return `${SPOT_LABELS[bet.type]} ${format(bet.amount)} lost`;
  });
}
