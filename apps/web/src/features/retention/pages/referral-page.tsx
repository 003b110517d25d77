import { CopyInput } from '@/components/ui/form/copy-input';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { siteOrigin } from '@/lib/site-origin';
import { useViewer } from '@/lib/viewer';
import { useReferralProgram } from '../api/get-referral';
import { percentOfBps } from '../components/quest-format';
import { ReferralQr } from '../components/referral-qr';
import { useCount, useRetentionMoney } from '../components/use-retention-money';
import '@/components/ui/page-head.css';
import '../components/retention.css';
import '@/components/ui/card.css';

/** Phones read a code this size from a screen at arm's length. */
const QR_SIZE_PX = 168;
const STEPS = ['share', 'signUp', 'earn', 'carry'] as const;

/**
 * `/referral`: for everyone, how the programme works; for a player, their link (copy, QR), the
 * programme's terms, and the statistics of sign-ups, depositing referrals and commission per
 * currency, each currency's balance a tap from the wallet (the referral-transfer modal).
 */
export default function ReferralPage() {
  const t = useT();
  const { isLoggedIn } = useViewer();
  return (
    <div className="referral-page" data-testid="referral-page">
      <header className="page-head">
        <h1 className="page-head__title">{t('global-components:sections.referral')}</h1>
        <p className="page-head__lead referral-page__lead">{t('global-components:retention.referral.lead')}</p>
      </header>
      {isLoggedIn ? <PlayerReferral /> : <GuestReferral />}
    </div>
  );
}

function Steps() {
  const t = useT();
  return (
    <ol className="affiliate-steps affiliate-steps--page">
      {STEPS.map((step, index) => (
        <li key={step} className="affiliate-steps__item">
          <span className="affiliate-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{t(`global-components:retention.referral.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function GuestReferral() {
  const t = useT();
  return (
    <section className="card referral-card" aria-labelledby="referral-how">
      <h2 id="referral-how" className="card referral-card__title">
        {t('global-components:retention.referral.howItWorks')}
      </h2>
      <Steps />
      <div className="card referral-card__actions">
        <ModalLink className="button button--primary" modal="sign-up">
          {t('layout:header.signUp')}
        </ModalLink>
        <ModalLink className="button button--secondary" modal="sign-in">
          {t('layout:header.signIn')}
        </ModalLink>
      </div>
    </section>
  );
}

function PlayerReferral() {
  const t = useT();
  const locale = usePageLocale();
  const program = useReferralProgram();
  const data = program.data;
  const link = data ? `${siteOrigin()}${data.linkPath}` : '';
  return (
    <div className="referral-grid">
      <section
        className="card referral-card referral-card--link"
        aria-labelledby="referral-link-title"
        aria-busy={program.isPending || undefined}
      >
        <h2 id="referral-link-title" className="card referral-card__title">
          {t('global-components:retention.referral.linkTitle')}
        </h2>
        <div className="referral-link">
          <div className="referral-link__qr">
            {data ? (
              <ReferralQr text={link} label={t('global-components:retention.referral.qrLabel')} size={QR_SIZE_PX} />
            ) : (
              <div className="referral-link__qr-skeleton skeleton" aria-hidden="true" />
            )}
          </div>
          <div className="referral-link__text">
            <CopyInput
              label={t('global-components:retention.referral.linkLabel')}
              value={link}
              copyLabel={t('global-components:buttons.copy')}
              copiedLabel={t('global-components:buttons.copied')}
              data-testid="referral-link"
            />
            <p className="referral-muted">{t('global-components:retention.referral.linkHint')}</p>
            {data && (
              <p className="referral-terms">
                {t('global-components:retention.referral.commissionLine', {
                  rate: percentOfBps(data.commissionBps, locale),
                })}
              </p>
            )}
            <ModalLink className="quest-link" modal="affiliate-program" data-testid="affiliate-program-link">
              {t('global-components:retention.referral.howItWorks')}
            </ModalLink>
          </div>
        </div>
        {program.isError && <p role="alert">{t('global-components:retention.loadFailed')}</p>}
      </section>
      <ReferralStats />
    </div>
  );
}

function ReferralStats() {
  const t = useT();
  const count = useCount();
  const money = useRetentionMoney();
  const program = useReferralProgram();
  const stats = program.data?.stats;
  return (
    <section className="card referral-card" aria-labelledby="referral-stats-title" data-testid="referral-stats">
      <h2 id="referral-stats-title" className="card referral-card__title">
        {t('global-components:retention.referral.statsTitle')}
      </h2>
      <dl className="referral-counts">
        <div>
          <dt>{t('global-components:retention.referral.signUps')}</dt>
          <dd data-testid="referral-sign-ups">{stats ? count(stats.signUps) : '—'}</dd>
        </div>
        <div>
          <dt>{t('global-components:retention.referral.depositing')}</dt>
          <dd data-testid="referral-depositing">{stats ? count(stats.depositing) : '—'}</dd>
        </div>
      </dl>
      {stats && stats.currencies.length === 0 && (
        <p className="referral-muted">{t('global-components:retention.referral.noEarnings')}</p>
      )}
      {stats && stats.currencies.length > 0 && (
        <div className="referral-table-wrap">
          <table className="referral-table">
            <caption className="visually-hidden">{t('global-components:retention.referral.perCurrency')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('global-components:retention.referral.currency')}</th>
                <th scope="col">{t('global-components:retention.referral.earned')}</th>
                <th scope="col">{t('global-components:retention.referral.available')}</th>
                <th scope="col">{t('global-components:retention.referral.carriedOver')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('global-components:retention.referral.transfer')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.currencies.map((row) => (
                <tr key={row.currency} data-testid="referral-currency" data-currency={row.currency}>
                  <th scope="row">{row.currency}</th>
                  <td>{money(row.earned, row.currency)}</td>
                  <td data-testid="referral-balance">{money(row.balance, row.currency)}</td>
                  <td>{row.carriedOver < 0 ? `−${money(-row.carriedOver, row.currency)}` : money(0, row.currency)}</td>
                  <td>
                    {row.balance > 0 && (
                      <ModalLink
                        className="button button--primary button--small"
                        modal="referral-transfer"
                        value={row.currency}
                        data-testid="referral-transfer-link"
                      >
                        {t('global-components:retention.referral.transfer')}
                      </ModalLink>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
