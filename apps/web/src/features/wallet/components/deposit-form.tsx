import { useState } from 'react';
import { useLocation } from 'react-router';
import { BonusCodeStatus, type CreateInvoiceRequest, type CreatedDeposit, type WalletAccount } from '@casino/shared';
import { TextInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { BONUS_CODE_MAX_LENGTH, bonusCodeAlertKey, redeemBonusCode } from '@/lib/bonuses';
import { HttpError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useModals } from '@/lib/modals';
import { parseAmount } from '@/lib/money/amount-units';
import { useCreateDeposit } from '../api/create-deposit';
import { usePaymentMethods } from '../api/get-payment-methods';
import { AmountField } from './amount-field';
import { DepositBonusPicker, NO_BONUS } from './deposit-bonus-picker';
import { FormMessage, LimitsLink, NoMethods, SubmitButton } from './form-parts';
import { MethodFields } from './method-fields';
import { MethodPicker, MethodPickerSkeleton } from './method-picker';
import { usePaymentForm } from './use-payment-form';
import { useWalletScope } from './wallet-scope';

/** The offer a bonus page or card sent the player here with (`?deposit-bonus=<id>`). */
export const DEPOSIT_BONUS_PARAM = 'deposit-bonus';

/** The deposit request with the chosen offer (`bonusId`, issue 15) beside the code. */
type DepositExtra = Partial<CreateInvoiceRequest> & { readonly bonusId?: number };

/**
 * A bonus code the deposit did not take (SPEC.md section 8: status 3 incorrect, 4 not available)
 * gives an alert; the deposit itself goes on without it.
 */
function announceBonusCode(deposit: CreatedDeposit): void {
  if (!deposit.bonusCode) return;
  const title =
    deposit.bonusCode.status === BonusCodeStatus.NotAvailable
      ? 'alerts:bonusCode.notAvailable'
      : 'alerts:bonusCode.incorrect';
  showAlert({ kind: 'attention', title, description: 'alerts:bonusCode.depositWithout' });
}

/**
 * The code field's code (SPEC.md section 7): posted with trigger 'deposit' first, so a code that
 * is incorrect or not available gives its alert and the deposit goes on without it. A server
 * without that call takes the code with the deposit itself, as before.
 */
async function depositCodeExtra(code: string): Promise<DepositExtra> {
  if (!code) return {};
  try {
    const redemption = await redeemBonusCode(code, 'deposit');
    const refusal = bonusCodeAlertKey(redemption.status);
    if (refusal) showAlert({ kind: 'attention', title: refusal, description: 'alerts:bonusCode.depositWithout' });
    return {};
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405)) return { bonusCode: code };
    throw error;
  }
}

/** Deposit into the wallet modal's account: method, amount, the method's fields, a bonus and a bonus code; then its status. */
export function DepositForm({ account }: { readonly account: WalletAccount | undefined }) {
  const t = useT();
  const { country } = useWalletScope();
  const { open } = useModals();
  const currencyCode = account?.currency ?? '';
  const methods = usePaymentMethods({ direction: 'deposit', currency: currencyCode, country });
  const createDeposit = useCreateDeposit();
  const [bonusCode, setBonusCode] = useState('');
  const linkedBonus = new URLSearchParams(useLocation().search).get(DEPOSIT_BONUS_PARAM);
  const [bonusId, setBonusId] = useState(linkedBonus && /^\d{1,9}$/.test(linkedBonus) ? linkedBonus : NO_BONUS);
  const form = usePaymentForm({
    groups: methods.data,
    currencyCode,
    // Called once the form's own checks pass: the code is posted only for a deposit that goes ahead.
    submit: async (body) => {
      const code = bonusCode.trim();
      const extra: DepositExtra = {
        ...(await depositCodeExtra(code)),
        ...(bonusId === NO_BONUS ? {} : { bonusId: Number(bonusId) }),
      };
      const invoice = await createDeposit.mutateAsync({ ...body, ...extra });
      announceBonusCode(invoice);
      open('deposit-status', invoice.id);
    },
  });

  if (methods.isPending) return <MethodPickerSkeleton />;
  if (methods.isError || !form.method) return <NoMethods error={methods.error} retry={() => void methods.refetch()} />;
  const typed = parseAmount(form.amount, form.unit.minorPerUnit);
  return (
    <form
      className="modal-form payment-form"
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      data-testid="deposit-form"
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
      />
      <MethodFields
        fields={form.method.fields}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        country={country}
      />
      <DepositBonusPicker
        currency={currencyCode}
        amountMinor={typed.kind === 'ok' ? typed.minor : undefined}
        value={bonusId}
        onChange={setBonusId}
        formatMinor={form.formatMinor}
      />
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
      <p className="payment-form__note">
        {t(form.method.flow === 'crypto' ? 'modals:wallet.cryptoNote' : 'modals:wallet.redirectNote')}
      </p>
      {/* Responsible gaming one click away where money goes in. */}
      <LimitsLink />
    </form>
  );
}
