import { Link } from 'react-router';
import type { BonusOffer } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';
import { minimumDeposit } from './bonus-format';
import { bonusPaths, useDepositWithBonusHref } from './bonus-paths';
import { offerHeadlineText } from './offer-texts';
import { useBonusMoney } from './use-bonus-money';

/** An offer a deposit can take: what it gives, its main terms, and the way to it. */
export function OfferCard({ offer }: { readonly offer: BonusOffer }) {
  const t = useT();
  const money = useBonusMoney();
  const path = useLocalizePath();
  const depositHref = useDepositWithBonusHref();
  const { isLoggedIn } = useViewer();
  const minimum = minimumDeposit(offer, offer.currency);
  return (
    <li className="bonus-card bonus-card--offer" data-testid="bonus-offer" data-offer-id={offer.id}>
      {offer.package && (
        <p className="bonus-card__eyebrow">
          {t('global-components:bonuses.packageStep', { step: offer.package.step, steps: offer.package.steps })}
        </p>
      )}
      <h3 className="bonus-card__title">
        {offer.pageIdentity ? <Link to={path(bonusPaths.bonus(offer.pageIdentity))}>{offer.title}</Link> : offer.title}
      </h3>
      <p className="bonus-card__big">{offerHeadlineText(offer, t, money)}</p>
      <dl className="bonus-facts">
        {minimum !== null && (
          <div>
            <dt>{t('global-components:bonuses.minDeposit')}</dt>
            <dd>{money(minimum, offer.currency)}</dd>
          </div>
        )}
        <div>
          <dt>{t('global-components:bonuses.wagerShort')}</dt>
          <dd>{t('global-components:bonuses.times', { multiplier: offer.wagerMultiplier })}</dd>
        </div>
        {offer.bonusAmount !== null && offer.bonusAmount > 0 && (
          <div>
            <dt>{t('global-components:bonuses.youGet')}</dt>
            <dd>{money(offer.bonusAmount, offer.currency)}</dd>
          </div>
        )}
      </dl>
      <div className="bonus-card__actions">
        {isLoggedIn ? (
          <>
            <Link
              className="button button--primary button--small"
              to={depositHref(offer.id)}
              data-testid="offer-deposit"
            >
              {t('global-components:bonuses.depositWith')}
            </Link>
            <ModalLink
              className="button button--secondary button--small"
              modal="bonus-condition"
              value={String(offer.id)}
            >
              {t('global-components:bonuses.conditions')}
            </ModalLink>
          </>
        ) : (
          <>
            <ModalLink className="button button--primary button--small" modal="sign-up">
              {t('global-components:bonuses.signUpToClaim')}
            </ModalLink>
            {offer.pageIdentity && (
              <Link className="button button--secondary button--small" to={path(bonusPaths.bonus(offer.pageIdentity))}>
                {t('global-components:bonuses.conditions')}
              </Link>
            )}
          </>
        )}
      </div>
    </li>
  );
}
