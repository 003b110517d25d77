import type { BonusOffer } from '@casino/shared';
import type { Translate } from '@/lib/i18n';
import { offerHeadline } from './bonus-format';

type Money = (amountMinor: number, currencyCode: string) => string;

/** The offer in one line: '100% up to 500.00 USD + 50 free spins'. */
export function offerHeadlineText(offer: BonusOffer, t: Translate, money: Money): string {
  const headline = offerHeadline(offer);
  const spins = offer.freespins && headline.kind !== 'freespins' ? offer.freespins.count : 0;
  const main =
    headline.kind === 'percent'
      ? headline.max === null
        ? t('global-components:bonuses.offer.percent', { percent: headline.percent })
        : t('global-components:bonuses.offer.percentUpTo', {
            percent: headline.percent,
            max: money(headline.max, offer.currency),
          })
      : headline.kind === 'amount'
        ? t('global-components:bonuses.offer.amount', { amount: money(headline.amount, offer.currency) })
        : headline.kind === 'freespins'
          ? t('global-components:bonuses.offer.freespins', { count: headline.count })
          : offer.title;
  return spins > 0 ? `${main} ${t('global-components:bonuses.offer.plusFreespins', { count: spins })}` : main;
}
