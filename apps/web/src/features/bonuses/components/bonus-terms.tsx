import {
  BONUS_MONEY_RULES,
  BONUS_WAGERING_RULES,
  PlayerBonusStatus,
  type BonusOffer,
  type PlayerBonus,
  type WagerContribution,
} from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { contributionRows, percentOf } from './bonus-format';
import { TermsText } from './terms-text';
import { useBonusMoney } from './use-bonus-money';

/** The terms of an offer or a granted bonus, in one shape. */
export interface BonusTermsView {
  readonly currency: string;
  readonly multiplier: number;
  readonly includesDeposit: boolean;
  readonly wageringEnabled: boolean;
  /** Null when the offer does not state it. */
  readonly contribution: WagerContribution | null;
  readonly gameIds: readonly string[];
  /** The engine's rule holds (BONUS_WAGERING_RULES): a stake counts at most its house edge × the multiplier. A manual grant is exempt. */
  readonly edgeCapped: boolean;
  readonly maxBet: number | null;
  /**
   * Only stakes of own money count towards wagering, and at most the bonus given (free spins: their
   * winnings) becomes own money (the README "No bonus pays for itself"). A manual grant is exempt.
   */
  readonly ownMoneyOnly: boolean;
  /** The most that becomes own money; null: no cap besides the bonus amount (`ownMoneyOnly`), or none at all. */
  readonly maxConversion: number | null;
  /** `maxConversion` already holds the bonus amount (a granted bonus): the terms name the amount alone. */
  readonly conversionSettled: boolean;
  readonly wagerDays: number | null;
  readonly expiresAt: string | null;
  readonly description: string;
}

export const termsOfOffer = (offer: BonusOffer): BonusTermsView => ({
  currency: offer.currency,
  multiplier: offer.wagerMultiplier,
  includesDeposit: offer.wagerIncludesDeposit,
  wageringEnabled: true,
  contribution: offer.contribution ?? null,
  gameIds: offer.wagerCasinoConditions.gameIds,
  edgeCapped: BONUS_WAGERING_RULES.edgeTimesMultiplier && offer.kind !== 'manual',
  maxBet: offer.maxBet,
  ownMoneyOnly: offer.kind !== 'manual',
  maxConversion: offer.maxConversion,
  conversionSettled: false,
  wagerDays: offer.wagerDays > 0 ? offer.wagerDays : null,
  expiresAt: null,
  description: offer.description,
});

/**
 * A granted bonus converts at most its amount and its cap. Free spins' winnings are still growing
 * while the spins are played (issued): their amount is not known yet.
 */
function grantedConversion(bonus: PlayerBonus): Pick<BonusTermsView, 'maxConversion' | 'conversionSettled'> {
  const cap = bonus.wager.maxConversion;
  if (bonus.kind === 'manual') return { maxConversion: cap, conversionSettled: true };
  if (bonus.kind === 'freespin_winnings' && bonus.status === PlayerBonusStatus.Issued)
    return { maxConversion: null, conversionSettled: false };
  return { maxConversion: cap === null ? bonus.amount : Math.min(cap, bonus.amount), conversionSettled: true };
}

export const termsOfBonus = (bonus: PlayerBonus, description = ''): BonusTermsView => ({
  currency: bonus.currency,
  multiplier: bonus.wager.multiplier,
  includesDeposit: false,
  wageringEnabled: bonus.wager.isEnabled,
  contribution: bonus.wager.contribution,
  gameIds: bonus.wagerCasinoConditions.gameIds,
  edgeCapped: BONUS_WAGERING_RULES.edgeTimesMultiplier && bonus.kind !== 'manual',
  maxBet: bonus.wager.maxBet,
  ownMoneyOnly: bonus.kind !== 'manual',
  ...grantedConversion(bonus),
  wagerDays: null,
  expiresAt: bonus.expiresAt,
  description,
});

/**
 * The rules a player agrees to: wagering and what counts, the maximum stake, the conversion
 * cap, the deadline, and how a stake spends own and bonus money and how a win is split
 * (BONUS_MONEY_RULES, the README "Bonuses").
 */
export function BonusTerms({ terms }: { readonly terms: BonusTermsView }) {
  const t = useT();
  const money = useBonusMoney();
  const rows = terms.contribution ? contributionRows(terms.contribution) : [];
  // Wagering that costs at least the bonus: the house-edge cap and the risk rule apply to every game.
  const edgeRules = terms.wageringEnabled && terms.edgeCapped && terms.multiplier > 0;
  const ownMoneyOnly = terms.wageringEnabled && terms.ownMoneyOnly && terms.multiplier > 0;
  const conversionText = () => {
    if (terms.maxConversion !== null && (terms.conversionSettled || !terms.ownMoneyOnly)) {
      return t('global-components:bonuses.terms.conversionCap', { amount: money(terms.maxConversion, terms.currency) });
    }
    if (!terms.ownMoneyOnly) return t('global-components:bonuses.terms.noCap');
    return terms.maxConversion === null
      ? t('global-components:bonuses.terms.conversionBonus')
      : t('global-components:bonuses.terms.conversionBonusCap', { amount: money(terms.maxConversion, terms.currency) });
  };
  return (
    <div className="bonus-terms" data-testid="bonus-terms">
      <dl className="bonus-terms__list">
        <div>
          <dt>{t('global-components:bonuses.terms.wagering')}</dt>
          <dd>
            {terms.wageringEnabled
              ? t(
                  terms.includesDeposit
                    ? 'global-components:bonuses.terms.wageringWithDeposit'
                    : 'global-components:bonuses.terms.wageringBonus',
                  { multiplier: terms.multiplier },
                )
              : t('global-components:bonuses.terms.noWagering')}
            {ownMoneyOnly && (
              <span data-testid="terms-own-money"> {t('global-components:bonuses.terms.ownMoneyOnly')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.terms.counts')}</dt>
          <dd>
            {terms.gameIds.length > 0
              ? t('global-components:bonuses.terms.onlyGames', { games: terms.gameIds.join(', ') })
              : t('global-components:bonuses.terms.allGames')}
            {(rows.length > 0 || edgeRules) && (
              <ul className="bonus-terms__rates">
                {rows.map((row) => (
                  <li key={`${row.kind}-${row.name}`}>
                    {t(`global-components:bonuses.terms.rate.${row.kind}`, { name: row.name, percent: row.percent })}
                  </li>
                ))}
                {edgeRules && (
                  <li data-testid="terms-edge-cap">
                    {t('global-components:bonuses.terms.edgeCap', {
                      multiplier: terms.multiplier,
                      percent: percentOf(Math.min(10_000, terms.multiplier * 100)),
                    })}
                  </li>
                )}
                {edgeRules && <li>{t('global-components:bonuses.terms.riskRule')}</li>}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.maxBet')}</dt>
          <dd>
            {terms.maxBet === null
              ? t('global-components:bonuses.terms.noLimit')
              : t('global-components:bonuses.terms.maxBet', { amount: money(terms.maxBet, terms.currency) })}
          </dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.terms.maxConversion')}</dt>
          <dd data-testid="terms-conversion">{conversionText()}</dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.terms.expiry')}</dt>
          <dd>
            {terms.expiresAt
              ? t('global-components:bonuses.terms.expiresAt', { date: formatDate(terms.expiresAt, 'dateTime') })
              : terms.wagerDays !== null
                ? t('global-components:bonuses.terms.wagerDays', { count: terms.wagerDays })
                : t('global-components:bonuses.terms.noExpiry')}
          </dd>
        </div>
      </dl>
      <section className="bonus-terms__money" aria-label={t('global-components:bonuses.terms.moneyTitle')}>
        <h3 className="bonus-terms__heading">{t('global-components:bonuses.terms.moneyTitle')}</h3>
        <ul>
          <li>{t(`global-components:bonuses.terms.stakeOrder.${BONUS_MONEY_RULES.stakeOrder}`)}</li>
          <li>{t(`global-components:bonuses.terms.winSplit.${BONUS_MONEY_RULES.winSplit}`)}</li>
          <li>{t('global-components:bonuses.terms.ownWithdrawable')}</li>
          <li>{t('global-components:bonuses.terms.forfeit')}</li>
        </ul>
      </section>
      {terms.description && <TermsText markdown={terms.description} />}
    </div>
  );
}
