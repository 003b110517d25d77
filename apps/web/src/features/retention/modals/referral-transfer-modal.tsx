import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useReferralProgram, useTransferReferralBalance } from '../api/get-referral';
import { useRetentionMoney } from '../components/use-retention-money';
import { RetentionModalLoading, RetentionModalMissing } from './modal-states';

/** `?referral-transfer=<currency>`: the whole referral balance of that currency moved into the wallet account of that currency. */
export default function ReferralTransferModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const money = useRetentionMoney();
  const program = useReferralProgram();
  const transfer = useTransferReferralBalance();
  if (program.isPending) return <RetentionModalLoading />;
  if (!program.data) return <RetentionModalMissing close={close} failed />;
  const currencies = program.data.stats.currencies;
  const row =
    currencies.find((candidate) => candidate.currency === value.toUpperCase()) ??
    currencies.find((candidate) => candidate.balance > 0);
  if (transfer.isSuccess) {
    return (
      <div className="retention-modal" data-testid="referral-transfer-done">
        <p className="retention-modal__lead" role="status" tabIndex={-1} data-autofocus="">
          {t('global-components:retention.referral.transferred', {
            amount: money(transfer.data.amount, transfer.data.currency),
          })}
        </p>
        <div className="retention-modal__actions">
          <button type="button" className="modal-button modal-button--primary" onClick={close}>
            {t('global-components:retention.loyalty.ok')}
          </button>
        </div>
      </div>
    );
  }
  const balance = row?.balance ?? 0;
  const currency = row?.currency ?? value.toUpperCase();
  return (
    <div className="retention-modal" data-testid="referral-transfer">
      <p className="retention-modal__lead" tabIndex={-1} data-autofocus="">
        {t('global-components:retention.referral.transferLead')}
      </p>
      <dl className="retention-facts">
        <div>
          <dt>{t('global-components:retention.referral.available')}</dt>
          <dd data-testid="referral-transfer-amount">{money(balance, currency)}</dd>
        </div>
        <div>
          <dt>{t('global-components:retention.referral.destination')}</dt>
          <dd>{t('global-components:retention.referral.wallet', { currency })}</dd>
        </div>
      </dl>
      {balance <= 0 && <p className="modal-note">{t('global-components:retention.referral.nothingToTransfer')}</p>}
      {transfer.isError && (
        <p className="modal-note modal-note--emphasis" role="alert">
          {t('global-components:retention.actionFailed')}
        </p>
      )}
      <div className="retention-modal__actions">
        <button type="button" className="modal-button" onClick={close}>
          {t('global-components:buttons.cancel')}
        </button>
        <button
          type="button"
          className="modal-button modal-button--primary"
          disabled={balance <= 0 || transfer.isPending}
          onClick={() => transfer.mutate(currency)}
          data-testid="referral-transfer-confirm"
        >
          {t('global-components:retention.referral.transfer')}
        </button>
      </div>
    </div>
  );
}
