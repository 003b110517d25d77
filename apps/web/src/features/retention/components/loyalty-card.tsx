import { useId } from 'react';
import type { LoyaltyAccount } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useClaimRakeback, useLoyaltyAccount } from '../api/get-loyalty';
import { levelPercent, percentOfBps } from './quest-format';
import { useCount, useRetentionMoney } from './use-retention-money';
import './retention.css';
import '@/components/ui/card.css';

/** The level, the points and the bar to the next level. */
export function LoyaltyProgress({
  account,
  compact = false,
}: {
  readonly account: LoyaltyAccount;
  readonly compact?: boolean;
}) {
  const t = useT();
  const count = useCount();
  const labelId = useId();
  const percent = levelPercent(account);
  const next = account.nextLevel;
  const numbers = next ? `${count(account.points)} / ${count(next.points)}` : count(account.points);
  return (
    <div className="loyalty-progress" data-testid="loyalty-progress" data-level={account.currentLevel.order}>
      <div className="loyalty-progress__head">
        <span className="loyalty-progress__badge" aria-hidden="true">
          {account.currentLevel.order}
        </span>
        <span className="loyalty-progress__titles">
          <span id={labelId} className="loyalty-progress__level" data-testid="loyalty-level">
            {t('global-components:retention.loyalty.level', { name: account.currentLevel.name })}
          </span>
          <span className="loyalty-progress__points" data-testid="loyalty-points">
            {t('global-components:retention.loyalty.points', { points: numbers })}
          </span>
        </span>
      </div>
      <div
        className="quest-bar quest-bar--loyalty"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={numbers}
      >
        <span className="quest-bar__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="loyalty-progress__next" hidden={compact}>
        {next
          ? t('global-components:retention.loyalty.toNext', {
              name: next.name,
              points: count(Math.max(0, next.points - account.points)),
            })
          : t('global-components:retention.loyalty.topLevel')}
      </p>
    </div>
  );
}

/** The header menu's line: level and points, with the quests a tap away. Renders nothing until known. */
export function LoyaltyMenuSummary({ onNavigate }: { readonly onNavigate?: () => void }) {
  const t = useT();
  const account = useLoyaltyAccount();
  return (
    <div className="loyalty-menu" data-testid="loyalty-menu">
      {account.data ? (
        <LoyaltyProgress account={account.data} compact />
      ) : (
        <div className="loyalty-menu__skeleton skeleton" aria-hidden="true" />
      )}
      <ModalLink
        className="quest-link loyalty-menu__quests"
        modal="quests-hub"
        onClick={onNavigate}
        data-testid="menu-quests-link"
      >
        {t('global-components:retention.openQuests')}
      </ModalLink>
    </div>
  );
}

/** The profile's card: level, progress, rakeback to claim per currency, and the quests. */
export function LoyaltyProfileCard() {
  const t = useT();
  const locale = usePageLocale();
  const money = useRetentionMoney();
  const account = useLoyaltyAccount();
  const claim = useClaimRakeback();
  if (account.isError) return null;
  const data = account.data;
  return (
    <section
      className="card loyalty-card"
      data-testid="loyalty-card"
      aria-labelledby="loyalty-card-title"
      aria-busy={account.isPending || undefined}
    >
      <h2 id="loyalty-card-title" className="loyalty-card__title">
        {t('global-components:retention.loyalty.title')}
      </h2>
      {data ? (
        <LoyaltyProgress account={data} />
      ) : (
        <div className="loyalty-card__skeleton skeleton" aria-hidden="true" />
      )}
      {data && (
        <div className="loyalty-card__rakeback">
          <p>
            <strong>{t('global-components:retention.loyalty.rakeback')}</strong>{' '}
            {t('global-components:retention.loyalty.rakebackRate', {
              rate: percentOfBps(data.rakeback.rateBps, locale),
            })}
          </p>
          <ul className="loyalty-card__claims">
            {data.rakeback.balances
              .filter((balance) => balance.amount > 0)
              .map((balance) => (
                <li key={balance.currency}>
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={claim.isPending}
                    onClick={() => claim.mutate(balance.currency)}
                    data-testid="rakeback-claim"
                  >
                    {t('global-components:retention.loyalty.claim', {
                      amount: money(balance.amount, balance.currency),
                    })}
                  </button>
                </li>
              ))}
          </ul>
          {claim.isSuccess && (
            <p role="status" className="loyalty-card__claimed">
              {t('global-components:retention.loyalty.claimed', {
                amount: money(claim.data.amount, claim.data.currency),
              })}
            </p>
          )}
          {claim.isError && <p role="alert">{t('global-components:retention.actionFailed')}</p>}
        </div>
      )}
      <ModalLink
        className="button button--secondary button--small loyalty-card__quests"
        modal="quests-hub"
        data-testid="profile-quests-link"
      >
        {t('global-components:retention.openQuests')}
      </ModalLink>
    </section>
  );
}
