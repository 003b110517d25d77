import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Invoice, PlayerBonus, WalletAccount } from '@casino/shared';
import { activeBonusOf, usePlayerBonuses, withdrawalWarning } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { modalOpening } from '@/lib/modals';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { usePaymentMethods } from '../api/get-payment-methods';
import { AmountField } from './amount-field';
import { FormMessage, NoMethods, SubmitButton, VerificationLink } from './form-parts';
import { MethodFields } from './method-fields';
import { MethodPicker, MethodPickerSkeleton } from './method-picker';
import { usePaymentForm } from './use-payment-form';
import { WithdrawalPending } from './withdrawal-pending';
import { useWalletScope } from './wallet-scope';

/**
 * Withdraw from the wallet modal's account, up to its balance; then the request waits as pending.
 * With a bonus still wagering in that currency, confirm-bonus-unsettled says first that a
 * withdrawal forfeits it (in place of this tab, so Back does not bring the warning again).
 */
export function WithdrawForm({ account }: { readonly account: WalletAccount | undefined }) {
  const [requested, setRequested] = useState<Invoice>();
  const bonuses = usePlayerBonuses();
  const activeBonus = account ? activeBonusOf(bonuses.data, account.currency) : undefined;
  const mustWarn = activeBonus !== undefined && !withdrawalWarning.isAccepted(activeBonus.id) && !requested;
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!mustWarn || !account) return;
    const { to, options } = modalOpening(location, 'confirm-bonus-unsettled', account.currency, true);
    void navigate(to, options);
  }, [mustWarn, account, location, navigate]);

  if (requested) return <WithdrawalPending invoice={requested} onAnother={() => setRequested(undefined)} />;
  if (bonuses.isPending || mustWarn) return <MethodPickerSkeleton />;
  // Keyed by account: switching currency starts a fresh form.
  return (
    <WithdrawFormFields
      key={account?.id ?? ''}
      account={account}
      onRequested={setRequested}
      activeBonus={activeBonus}
    />
  );
}

interface WithdrawFormFieldsProps {
  readonly account: WalletAccount | undefined;
  readonly onRequested: (invoice: Invoice) => void;
  /** The bonus this withdrawal forfeits, the player having accepted it. */
  readonly activeBonus: PlayerBonus | undefined;
}

function WithdrawFormFields({ account, onRequested, activeBonus }: WithdrawFormFieldsProps) {
  const t = useT();
  const { country } = useWalletScope();
  const currencyCode = account?.currency ?? '';
  const available = account?.balance ?? 0;
  const methods = usePaymentMethods({ direction: 'withdrawal', currency: currencyCode, country });
  const createWithdrawal = useCreateWithdrawal();
  const form = usePaymentForm({
    groups: methods.data,
    currencyCode,
    available,
    submit: async (body) => onRequested(await createWithdrawal.mutateAsync(body)),
  });

  if (methods.isPending) return <MethodPickerSkeleton />;
  if (methods.isError || !form.method) return <NoMethods error={methods.error} retry={() => void methods.refetch()} />;
  return (
    <form
      className="modal-form payment-form"
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      data-testid="withdraw-form"
    >
      <MethodPicker
        groups={methods.data}
        chosen={form.method}
        onChoose={form.chooseMethod}
        formatMinor={form.formatMinor}
      />
      <AmountField
        method={form.method}
        unit={form.unit}
        value={form.amount}
        onChange={form.setAmount}
        error={form.errors.amount}
        formatMinor={form.formatMinor}
        maxMinor={available}
      />
      <MethodFields
        fields={form.method.fields}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        country={country}
      />
      <FormMessage text={form.formError} />
      {form.formErrorCode === 'verification_required' && <VerificationLink />}
      <SubmitButton busy={form.submitting} testId="withdraw-submit">
        {t('modals:wallet.withdrawAction')}
      </SubmitButton>
      <p className="payment-form__note">{t('modals:wallet.withdrawNote')}</p>
      {activeBonus && (
        <p className="modal-note modal-note--emphasis" data-testid="withdraw-forfeit-note">
          {t('modals:wallet.withdrawForfeitNote', { amount: form.formatMinor(activeBonus.balance) })}
        </p>
      )}
    </form>
  );
}
