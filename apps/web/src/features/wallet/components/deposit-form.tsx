import { useState } from 'react';
import { BonusCodeStatus, type CreatedDeposit, type WalletAccount } from '@casino/shared';
import { TextInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useModals } from '@/lib/modals';
import { useCreateDeposit } from '../api/create-deposit';
import { usePaymentMethods } from '../api/get-payment-methods';
import { AmountField } from './amount-field';
import { FormMessage, LimitsLink, NoMethods, SubmitButton } from './form-parts';
import { MethodFields } from './method-fields';
import { MethodPicker, MethodPickerSkeleton } from './method-picker';
import { usePaymentForm } from './use-payment-form';
import { useWalletScope } from './wallet-scope';

/** Bonus codes are short words; a longer paste is a mistake. */
const BONUS_CODE_MAX_LENGTH = 64;

/**
 * A bonus code the deposit did not take (SPEC.md section 8: status 3 incorrect, 4 not available)
 * gives an alert; the deposit itself goes on without it.
 */
function announceBonusCode(deposit: CreatedDeposit): void {
  if (!deposit.bonusCode) return;
  const title = deposit.bonusCode.status === BonusCodeStatus.NotAvailable ? 'alerts:bonusCode.notAvailable' : 'alerts:bonusCode.incorrect';
  showAlert({ kind: 'attention', title, description: 'alerts:bonusCode.depositWithout' });
}

/** Deposit into the wallet modal's account: method, amount, the method's fields, a bonus code; then its status. */
export function DepositForm({ account }: { readonly account: WalletAccount | undefined }) {
  const t = useT();
  const { country } = useWalletScope();
  const { open } = useModals();
  const currencyCode = account?.currency ?? '';
  const methods = usePaymentMethods({ direction: 'deposit', currency: currencyCode, country });
  const createDeposit = useCreateDeposit();
  const [bonusCode, setBonusCode] = useState('');
  const form = usePaymentForm({
    groups: methods.data,
    currencyCode,
    submit: async (body) => {
      const invoice = await createDeposit.mutateAsync(body);
      announceBonusCode(invoice);
      open('deposit-status', invoice.id);
    },
  });

  if (methods.isPending) return <MethodPickerSkeleton />;
  if (methods.isError || !form.method) return <NoMethods error={methods.error} retry={() => void methods.refetch()} />;
  const code = bonusCode.trim();
  return (
    <form className="modal-form payment-form" onSubmit={(event) => void form.handleSubmit(event, code ? { bonusCode: code } : {})} noValidate data-testid="deposit-form">
      <MethodPicker groups={methods.data} chosen={form.method} onChoose={form.chooseMethod} formatMinor={form.formatMinor} />
      <AmountField method={form.method} unit={form.unit} value={form.amount} onChange={form.setAmount} error={form.errors.amount} formatMinor={form.formatMinor} />
      <MethodFields fields={form.method.fields} values={form.values} errors={form.errors} onChange={form.setValue} country={country} />
      <TextInput
        label={t('modals:wallet.bonusCode')}
        hint={t('modals:wallet.bonusCodeHint')}
        value={bonusCode}
        onChange={(event) => setBonusCode(event.currentTarget.value)}
        error={form.errors.bonusCode}
        maxLength={BONUS_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <FormMessage text={form.formError} />
      <SubmitButton busy={form.submitting} testId="deposit-submit">
        {t('modals:wallet.depositAction')}
      </SubmitButton>
      <p className="payment-form__note">{t(form.method.flow === 'crypto' ? 'modals:wallet.cryptoNote' : 'modals:wallet.redirectNote')}</p>
      {/* Responsible gaming one click away where money goes in. */}
      <LimitsLink />
    </form>
  );
}
