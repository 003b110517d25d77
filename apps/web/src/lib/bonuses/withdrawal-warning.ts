/**
 * The active bonuses whose forfeit the player accepted before withdrawing (the
 * confirm-bonus-unsettled modal), for this page's life: the wallet then shows its withdraw
 * form instead of the warning. A new bonus, or a reload, warns again.
 */
const accepted = new Set<string>();

export const withdrawalWarning = {
  accept: (playerBonusId: string): void => void accepted.add(playerBonusId),
  isAccepted: (playerBonusId: string): boolean => accepted.has(playerBonusId),
};
