import { BONUS_MONEY_RULES, BONUS_WAGERING_RULES, type BonusOffer, type PlayerBonus, type WagerContribution } from '@casino/shared';
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
  readonly maxConversion: number | null;
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
  maxConversion: offer.maxConversion,
  wagerDays: offer.wagerDays > 0 ? offer.wagerDays : null,
  expiresAt: null,
  description: offer.description,
});

export const termsOfBonus = (bonus: PlayerBonus, description = ''): BonusTermsView => ({
  currency: bonus.currency,
  multiplier: bonus.wager.multiplier,
  includesDeposit: false,
  wageringEnabled: bonus.wager.isEnabled,
  contribution: bonus.wager.contribution,
  gameIds: bonus.wagerCasinoConditions.gameIds,
  edgeCapped: BONUS_WAGERING_RULES.edgeTimesMultiplier && bonus.kind !== 'manual',
  maxBet: bonus.wager.maxBet,
  maxConversion: bonus.wager.maxConversion,
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
  return (
    <div className="bonus-terms" data-testid="bonus-terms">
      <dl className="bonus-terms__list">
        <div>
          <dt>{t('global-components:bonuses.terms.wagering')}</dt>
          <dd>
            {terms.wageringEnabled
              ? t(terms.includesDeposit ? 'global-components:bonuses.terms.wageringWithDeposit' : 'global-components:bonuses.terms.wageringBonus', { multiplier: terms.multiplier })
              : t('global-components:bonuses.terms.noWagering')}
          </dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.terms.counts')}</dt>
          <dd>
            {terms.gameIds.length > 0 ? t('global-components:bonuses.terms.onlyGames', { games: terms.gameIds.join(', ') }) : t('global-components:bonuses.terms.allGames')}
            {(rows.length > 0 || edgeRules) && (
              <ul className="bonus-terms__rates">
                {rows.map((row) => (
                  <li key={`${row.kind}-${row.name}`}>{t(`global-components:bonuses.terms.rate.${row.kind}`, { name: row.name, percent: row.percent })}</li>
                ))}
                {edgeRules && (
                  <li data-testid="terms-edge-cap">
                    {t('global-components:bonuses.terms.edgeCap', { multiplier: terms.multiplier, percent: percentOf(Math.min(10_000, terms.multiplier * 100)) })}
                  </li>
                )}
                {edgeRules && <li>{t('global-components:bonuses.terms.riskRule')}</li>}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.maxBet')}</dt>
          <dd>{terms.maxBet === null ? t('global-components:bonuses.terms.noLimit') : t('global-components:bonuses.terms.maxBet', { amount: money(terms.maxBet, terms.currency) })}</dd>
        </div>
        <div>
          <dt>{t('global-components:bonuses.terms.maxConversion')}</dt>
          <dd>
            {terms.maxConversion === null
              ? t('global-components:bonuses.terms.noCap')
              : t('global-components:bonuses.terms.conversionCap', { amount: money(terms.maxConversion, terms.currency) })}
          </dd>
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
