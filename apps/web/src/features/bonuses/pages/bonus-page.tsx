import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { BonusOffer } from '@casino/shared';
import { bonusOfferQueryOptions } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';
import { bonusPaths, useDepositWithBonusHref } from '../components/bonus-paths';
import { useBonusScope } from '../components/bonus-scope';
import { BonusTerms, termsOfOffer } from '../components/bonus-terms';
import { offerHeadlineText } from '../components/offer-texts';
import { useBonusMoney } from '../components/use-bonus-money';
import '../components/bonuses.css';

interface BonusPageProps {
  /** The page head, written once the offer is known (its title). */
  readonly head: (title: string) => ReactNode;
  /** The site's 404 page, for an identity no offer has. */
  readonly notFound: ReactNode;
}

/** `/bonus/{pageIdentity}`: one offer's page with its terms; an unknown one is the site's 404 page. */
export default function BonusPage({ head, notFound }: BonusPageProps) {
  const t = useT();
  const pageIdentity = useParams().pageIdentity ?? '';
  const { currency } = useBonusScope();
  const { isLoggedIn } = useViewer();
  const money = useBonusMoney();
  const path = useLocalizePath();
  const depositHref = useDepositWithBonusHref();
  const offers = useQuery(bonusOfferQueryOptions(pageIdentity, currency ?? ''));
  const offer: BonusOffer | undefined = offers.data ?? undefined;

  if (offers.data === null) return notFound;
  return (
    <article className="bonuses-page bonus-page" data-testid="bonus-page">
      {head(offer?.title ?? t('global-components:sections.bonus'))}
      <p className="bonus-page__back">
        <Link to={path(bonusPaths.bonuses)}>{t('global-components:bonuses.allBonuses')}</Link>
      </p>
      {offers.isError && !offer ? (
        <div className="bonus-panel" role="alert">
          <p>{t('global-components:bonuses.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void offers.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      ) : !offer ? (
        <div className="bonus-page__skeleton" aria-hidden="true">
          <div className="skeleton bonus-page__skeleton-title" />
          <div className="skeleton bonus-page__skeleton-body" />
        </div>
      ) : (
        <>
          <header className="bonus-hero">
            {offer.package && (
              <p className="bonus-card__eyebrow">
                {t('global-components:bonuses.packageStep', { step: offer.package.step, steps: offer.package.steps })}
              </p>
            )}
            <h1 className="bonuses-page__title">{offer.title}</h1>
            <p className="bonus-hero__headline">{offerHeadlineText(offer, t, money)}</p>
            <div className="bonus-card__actions">
              {isLoggedIn ? (
                <Link className="button button--primary" to={depositHref(offer.id)} data-testid="bonus-page-deposit">
                  {t('global-components:bonuses.depositWith')}
                </Link>
              ) : (
                <ModalLink className="button button--primary" modal="sign-up">
                  {t('global-components:bonuses.signUpToClaim')}
                </ModalLink>
              )}
            </div>
          </header>
          <section className="bonus-section" aria-labelledby="bonus-terms-title">
            <h2 id="bonus-terms-title" className="bonus-section__title">
              {t('global-components:bonuses.termsTitle')}
            </h2>
            <div className="bonus-panel">
              <BonusTerms terms={termsOfOffer(offer)} />
            </div>
          </section>
        </>
      )}
    </article>
  );
}
