/**
 * Baccarat's bet slip and texts, apart from the DOM: chips of the bet field's amount stack on
 * player, banker and tie; the slip becomes fairplay's `{ bets }` in the order player, banker, tie.
 */
import { BACCARAT_BET_TYPES, BACCARAT_RTP, type BaccaratBetType, type BaccaratOutcome } from '@casino/fairplay';
import { formatPercent, t } from '../../lib/i18n';

export type BaccaratSlip = Readonly<Record<BaccaratBetType, number>>;
export const EMPTY_SLIP: BaccaratSlip = { player: 0, banker: 0, tie: 0 };

export function spotLabel(spot: BaccaratBetType): string {
  return t(`games.baccarat.spot.${spot}`);
}

/** What each spot pays, as printed on the felt. */
export function spotPays(spot: BaccaratBetType): string {
  return t(`games.baccarat.pays.${spot}`);
}

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
  return t('games.baccarat.rtp', { rtp: formatPercent(BACCARAT_RTP[spot] * 100, 2) });
}

/** The coup in words: "Banker wins 7 to 5", "Tie at 6", with "natural" for a two-card 8 or 9. */
export function coupLine(outcome: Pick<BaccaratOutcome, 'winner' | 'playerTotal' | 'bankerTotal' | 'natural'>): string {
  const natural = outcome.natural ? 'Natural' : '';
  if (outcome.winner === 'tie') return t(`games.baccarat.coup.tie${natural}`, { total: outcome.playerTotal });
  const [high, low] =
    outcome.winner === 'player'
      ? [outcome.playerTotal, outcome.bankerTotal]
      : [outcome.bankerTotal, outcome.playerTotal];
  return t(`games.baccarat.coup.${outcome.winner}Wins${natural}`, { high, low });
}

/** Each bet's fate in a few words, for the line under the coup. */
export function betLines(outcome: Pick<BaccaratOutcome, 'bets'>, format: (amount: number) => string): string[] {
  return outcome.bets.map((bet) => {
    if (bet.result === 'win')
      return t('games.baccarat.bet.won', {
        spot: spotLabel(bet.type),
        amount: format(bet.amount),
        returned: format(bet.returned),
      });
    if (bet.result === 'push')
      return t('games.baccarat.bet.push', { spot: spotLabel(bet.type), amount: format(bet.amount) });
    return t('games.baccarat.bet.lost', { spot: spotLabel(bet.type), amount: format(bet.amount) });
  });
}
