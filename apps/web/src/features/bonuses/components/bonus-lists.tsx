import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useBonusOffers, usePlayerBonuses } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';
import { useFreespins } from '../api/get-freespins';
import { WaitingCodes } from './waiting-codes';
import { BonusCodeForm } from './bonus-code-form';
import { bonusPaths } from './bonus-paths';
import { useBonusScope } from './bonus-scope';
import { CashbackCard } from './cashback-card';
import { FreespinCard } from './freespin-card';
import { OfferCard } from './offer-card';
import { PlayerBonusCard } from './player-bonus-card';
import { useBonusEvents } from './use-bonus-events';

type SubHeading = 'h2' | 'h3';

interface QueryLike {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly refetch: () => unknown;
}

/** A list's loading, failure and empty states, each taking the room the list will take. */
function ListState({
  query,
  empty,
  skeletons = 2,
  children,
}: {
  readonly query: QueryLike;
  readonly empty: boolean;
  readonly skeletons?: number;
  readonly children: ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return (
      <ul className="bonus-grid" aria-hidden="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index} className="bonus-card bonus-card--skeleton skeleton" />
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <div className="bonus-panel" role="alert">
        <p>{t('global-components:bonuses.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void query.refetch()}>
          {t('global-components:buttons.retry')}
        </button>
      </div>
    );
  }
  if (empty) return null;
  return children;
}

function Section({
  id,
  title,
  Heading,
  children,
  lead,
}: {
  readonly id: string;
  readonly title: string;
  readonly Heading: SubHeading;
  readonly children: ReactNode;
  readonly lead?: ReactNode;
}) {
  return (
    <section className="bonus-section" aria-labelledby={id} data-testid={id}>
      <Heading id={id} className="bonus-section__title">
        {title}
      </Heading>
      {lead}
      {children}
    </section>
  );
}

/** The player's bonuses (issued and active), free spins, codes and cashback. */
export function PlayerBonusLists({
  Heading,
  mineTitle = 'global-components:bonuses.mine',
}: {
  readonly Heading: SubHeading;
  readonly mineTitle?: string;
}) {
  const t = useT();
  const { currency } = useBonusScope();
  const bonuses = usePlayerBonuses();
  const freespins = useFreespins();
  useBonusEvents();
  const noBonuses = bonuses.data?.length === 0;
  return (
    <>
      <Section id="my-bonuses" title={t(mineTitle)} Heading={Heading}>
        <ListState query={bonuses} empty={false}>
          {noBonuses ? (
            <p className="bonus-panel bonus-muted">{t('global-components:bonuses.noneYet')}</p>
          ) : (
            <ul className="bonus-grid">
              {bonuses.data?.map((bonus) => (
                <PlayerBonusCard key={bonus.id} bonus={bonus} />
              ))}
            </ul>
          )}
        </ListState>
      </Section>
      <ListState query={freespins} empty={freespins.data?.length === 0} skeletons={1}>
        <Section id="my-freespins" title={t('global-components:bonuses.freespins')} Heading={Heading}>
          <ul className="bonus-grid">
            {freespins.data?.map((freespin) => (
              <FreespinCard key={freespin.id} freespin={freespin} />
            ))}
          </ul>
        </Section>
      </ListState>
      <div className="bonus-columns">
        <Section id="bonus-code" title={t('global-components:bonuses.codeTitle')} Heading={Heading}>
          <div className="bonus-panel">
            <BonusCodeForm />
            <WaitingCodes />
          </div>
        </Section>
        <Section id="cashback" title={t('global-components:bonuses.cashback')} Heading={Heading}>
          <CashbackCard currency={currency} />
        </Section>
      </div>
    </>
  );
}

/** The offers a deposit can take now (a guest: all of them, with the way to sign up). */
export function OfferList({ Heading }: { readonly Heading: SubHeading }) {
  const t = useT();
  const { currency } = useBonusScope();
  const { isLoggedIn } = useViewer();
  const path = useLocalizePath();
  const offers = useBonusOffers(currency ?? '');
  return (
    <Section
      id="bonus-offers"
      title={t('global-components:bonuses.offers')}
      Heading={Heading}
      lead={
        <p className="bonus-section__lead">
          <Link to={path(bonusPaths.welcomePackage)}>{t('global-components:bonuses.seePackage')}</Link>
        </p>
      }
    >
      <ListState query={offers} empty={false} skeletons={3}>
        {offers.data?.length === 0 ? (
          <p className="bonus-panel bonus-muted">{t('global-components:bonuses.noOffers')}</p>
        ) : (
          <ul className="bonus-grid">
            {offers.data?.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </ul>
        )}
      </ListState>
      {!isLoggedIn && (
        <div className="bonus-cta" data-testid="bonus-guest-cta">
          <p>{t('global-components:bonuses.guestLead')}</p>
          <ModalLink className="button button--primary" modal="sign-up">
            {t('global-components:bonuses.signUp')}
          </ModalLink>
          <ModalLink className="button button--secondary" modal="sign-in">
            {t('global-components:bonuses.signIn')}
          </ModalLink>
        </div>
      )}
    </Section>
  );
}
