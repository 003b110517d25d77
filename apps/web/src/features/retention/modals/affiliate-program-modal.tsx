import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useReferralProgram } from '../api/get-referral';
import { percentOfBps, percentTextOfBps } from '../components/quest-format';
import { RetentionModalLoading } from './modal-states';

/** `?affiliate-program=true`: how the referral programme pays, with this player's rate and period. */
export default function AffiliateProgramModal({ close }: ModalBodyProps) {
  const t = useT();
  const locale = usePageLocale();
  const program = useReferralProgram();
  if (program.isPending) return <RetentionModalLoading />;
  const rate = program.data ? percentOfBps(program.data.commissionBps, locale) : '—';
  const days = program.data ? String(program.data.periodDays) : '—';
  const steps = ['share', 'signUp', 'earn', 'carry'] as const;
  return (
    <div className="retention-modal" data-testid="affiliate-program">
      <p className="retention-modal__lead" tabIndex={-1} data-autofocus="">
        {t('global-components:retention.referral.programLead')}
      </p>
      <ol className="affiliate-steps">
        {steps.map((step, index) => (
          <li key={step} className="affiliate-steps__item">
            <span className="affiliate-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`global-components:retention.referral.steps.${step}`, { rate })}</span>
          </li>
        ))}
      </ol>
      <dl className="retention-facts">
        <div>
          <dt>{t('global-components:retention.referral.commission')}</dt>
          <dd data-testid="affiliate-commission">
            {program.data ? percentTextOfBps(program.data.commissionBps, locale) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('global-components:retention.referral.periodDays')}</dt>
          <dd>{days}</dd>
        </div>
      </dl>
      <p className="modal-note">{t('global-components:retention.referral.selfReferral')}</p>
      <div className="retention-modal__actions">
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('global-components:retention.loyalty.ok')}
        </button>
      </div>
    </div>
  );
}
