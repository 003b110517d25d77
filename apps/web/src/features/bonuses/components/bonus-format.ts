import {
  PlayerBonusResult,
  PlayerBonusStatus,
  type BonusOffer,
  type PlayerBonus,
  type WagerContribution,
} from '@casino/shared';

/** Basis points in a whole: rates and percentages of the contract (10 000 = 100%). */
export const BASIS_POINTS = 10_000;

export interface WageringProgress {
  /** 0 to 100, whole numbers, never 100 before the requirement is met. */
  readonly percent: number;
  readonly wagered: number;
  readonly required: number;
  readonly remaining: number;
  readonly isComplete: boolean;
}

/** How far a bonus's wagering has come: a bar that shows full only when the requirement is met. */
export function wageringProgress(
  wager: Pick<PlayerBonus['wager'], 'wagered' | 'required' | 'isEnabled'>,
): WageringProgress {
  const required = Math.max(0, wager.required);
  const wagered = Math.max(0, wager.wagered);
  if (!wager.isEnabled || required === 0) return { percent: 100, wagered, required, remaining: 0, isComplete: true };
  const isComplete = wagered >= required;
  const exact = Math.floor((Math.min(wagered, required) * 100) / required);
  return {
    percent: isComplete ? 100 : Math.min(99, exact),
    wagered,
    required,
    remaining: Math.max(0, required - wagered),
    isComplete,
  };
}

/** A basis-point rate as a percentage text: 10000 → '100', 2500 → '25', 1250 → '12.5'. */
export function percentOf(basisPoints: number): string {
  const hundredths = Math.round(basisPoints);
  const whole = Math.trunc(hundredths / 100);
  const rest = Math.abs(hundredths % 100);
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** What the confirm-bonus modal is asked to confirm: `?confirm-bonus=cancel.bonus.<id>`. */
export interface BonusConfirmation {
  readonly action: 'activate' | 'cancel';
  readonly target: 'bonus' | 'freespin';
  readonly id: string;
}

export function confirmationValue({ action, target, id }: BonusConfirmation): string {
  return `${action}.${target}.${id}`;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The confirmation a modal value names, or undefined for anything else (a hand-edited URL). */
export function parseConfirmation(value: string): BonusConfirmation | undefined {
  const [action, target, id, ...rest] = value.split('.');
  if (rest.length > 0 || id === undefined || !ID.test(id)) return undefined;
  if (action !== 'activate' && action !== 'cancel') return undefined;
  if (target !== 'bonus' && target !== 'freespin') return undefined;
  return { action, target, id };
}

/** The content key of how a finished bonus ended (SPEC.md section 4: results 2 played, 3 canceled, 4 and 5 expired). */
export function resultKey(bonus: Pick<PlayerBonus, 'status' | 'result'>): string {
  if (bonus.status === PlayerBonusStatus.Issued) return 'issued';
  if (bonus.status === PlayerBonusStatus.Active) return 'active';
  switch (bonus.result) {
    case PlayerBonusResult.Played:
      return 'played';
    case PlayerBonusResult.Canceled:
      return 'canceled';
    case PlayerBonusResult.Expired:
    case PlayerBonusResult.WagerExpired:
      return 'expired';
    default:
      return 'finished';
  }
}

/** How the offer is told in one line: a share of the deposit, a fixed amount, or free spins. */
export type OfferHeadline =
  | { readonly kind: 'percent'; readonly percent: string; readonly max: number | null }
  | { readonly kind: 'amount'; readonly amount: number }
  | { readonly kind: 'freespins'; readonly count: number }
  | { readonly kind: 'none' };

export function offerHeadline(
  offer: Pick<BonusOffer, 'percent' | 'amount' | 'maxAmount' | 'freespins'>,
): OfferHeadline {
  if (offer.percent !== null && offer.percent > 0)
    return { kind: 'percent', percent: percentOf(offer.percent), max: offer.maxAmount ?? offer.amount };
  if (offer.amount !== null && offer.amount > 0) return { kind: 'amount', amount: offer.amount };
  if (offer.freespins && offer.freespins.count > 0) return { kind: 'freespins', count: offer.freespins.count };
  return { kind: 'none' };
}

/** The smallest deposit that triggers the offer in `currency`, if it names one. */
export function minimumDeposit(offer: Pick<BonusOffer, 'triggerConditions'>, currency: string): number | null {
  return offer.triggerConditions.invoiceAmountItems.find((item) => item.currency === currency)?.amountFrom ?? null;
}

export interface ContributionRow {
  readonly kind: 'default' | 'game' | 'collection' | 'sports';
  readonly name: string;
  readonly percent: string;
}

/** What counts towards wagering, as rows: the default, then games and collections that differ, then sports bets. */
export function contributionRows(contribution: WagerContribution): ContributionRow[] {
  const rows: ContributionRow[] = [{ kind: 'default', name: '', percent: percentOf(contribution.defaultRate) }];
  for (const [name, rate] of Object.entries(contribution.games))
    rows.push({ kind: 'game', name, percent: percentOf(rate) });
  for (const [name, rate] of Object.entries(contribution.collections))
    rows.push({ kind: 'collection', name, percent: percentOf(rate) });
  if (contribution.sportsMinOdds !== null && contribution.sportsRate > 0)
    rows.push({ kind: 'sports', name: contribution.sportsMinOdds, percent: percentOf(contribution.sportsRate) });
  return rows;
}
