import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceRequest, PaymentMethod, PaymentMethodGroup } from '@casino/shared';
import { HttpError } from '@/lib/http';
import { amountUnitOf } from '@/lib/money/amount-units';
import { formatBalance, moneyText } from '@/lib/money/balance-format';
import { useT, type Translate } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { methodsQueryKey } from '../api/payment-keys';
import { checkAmount } from './amount-rules';
import { methodFieldError, methodFieldValue } from './method-field-rules';
import { currencyOf, useWalletScope } from './wallet-scope';

/** Errors by field: 'amount', 'bonusCode', or a method field's name. */
export type FormErrors = Readonly<Record<string, string>>;

/** Content keys of the form-level refusals, by the server's error code. */
const REFUSAL_BY_CODE: Readonly<Record<string, string>> = {
  insufficient_funds: 'modals:wallet.errors.insufficientFundsServer',
  deposit_limit_reached: 'modals:wallet.errors.depositLimit',
  method_unavailable: 'modals:wallet.errors.methodUnavailable',
  cooling_off: 'modals:wallet.errors.depositLimit',
  self_excluded: 'modals:wallet.errors.depositLimit',
  underage: 'modals:wallet.errors.depositLimit',
  verification_required: 'modals:wallet.errors.verificationRequired',
};
/** The player's limits (features/limits owns the query; features do not import each other). */
const LIMITS_QUERY_KEY = ['player', 'limits'] as const;
/** The spec's numeric code for a reached deposit limit (SPEC.md section 8). */
export const DEPOSIT_LIMIT_DOMAIN_CODE = 13100;

interface PaymentFormOptions {
  readonly groups: readonly PaymentMethodGroup[] | undefined;
  readonly currencyCode: string;
  /** The balance, for withdrawals: more cannot be asked for. */
  readonly available?: number;
  readonly submit: (body: CreateInvoiceRequest) => Promise<unknown>;
}

/**
 * State and checks of a deposit or withdrawal form: the chosen method, the amount typed in the
 * unit the player reads, the method's fields and a bonus code. Checks on submit (then on each
 * change of a field with an error); the server's 422 lands on the field it names.
 */
export function usePaymentForm({ groups, currencyCode, available, submit }: PaymentFormOptions) {
  const t = useT();
  const queryClient = useQueryClient();
  const locale = usePageLocale();
  const { currencies } = useWalletScope();
  const currency = currencyOf(currencies, currencyCode);
  const unit = amountUnitOf(currency);
  const methods = groups?.flatMap((group) => group.paymentMethods) ?? [];
  const [methodId, setMethodId] = useState<string>();
  const method: PaymentMethod | undefined = methods.find((candidate) => candidate.id === methodId) ?? methods[0];
  const [amount, setAmount] = useState('');
  const [values, setValues] = useState<Readonly<Record<string, string>>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string>();
  /** The server's code of the refusal shown, for the way out it calls for (verification_required: the verification). */
  const [formErrorCode, setFormErrorCode] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const formatMinor = (minor: number) => {
    const { amount: text, code } = formatBalance(minor, currency, locale);
    return moneyText(text, code, locale);
  };
  const bounds = method ? { min: method.minAmount, max: method.maxAmount, available } : undefined;

  const check = (nextAmount: string, nextValues: Readonly<Record<string, string>>): FormErrors => {
    if (!method || !bounds) return {};
    const found: Record<string, string> = {};
    const amountCheck = checkAmount(nextAmount, unit.minorPerUnit, bounds, formatMinor);
    if (!amountCheck.ok) found.amount = t(amountCheck.message.key, amountCheck.message.params);
    for (const field of method.fields) {
      const error = methodFieldError(field, nextValues[field.name] ?? '');
      if (error) found[field.name] = t(error);
    }
    return found;
  };
  // Once shown, an error follows the value as it is corrected.
  const recheck = (nextAmount: string, nextValues: Readonly<Record<string, string>>) => {
    if (Object.keys(errors).length > 0) setErrors(check(nextAmount, nextValues));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>, extra: Partial<CreateInvoiceRequest> = {}) => {
    event.preventDefault();
    if (!method || submitting) return;
    setFormError(undefined);
    setFormErrorCode(undefined);
    const found = check(amount, values);
    setErrors(found);
    const amountCheck = bounds && checkAmount(amount, unit.minorPerUnit, bounds, formatMinor);
    if (Object.keys(found).length > 0 || !amountCheck?.ok) return;
    const fields: Record<string, string> = {};
    for (const field of method.fields) {
      const value = methodFieldValue(field, values[field.name] ?? '');
      if (value !== '') fields[field.name] = value;
    }
    setSubmitting(true);
    try {
      await submit({ paymentMethod: method.id, amount: amountCheck.minor, currency: currencyCode, fields, ...extra });
    } catch (error) {
      if (error instanceof HttpError && error.domainCode === DEPOSIT_LIMIT_DOMAIN_CODE) {
        // SPEC.md section 8: the deposit-limit flag is set (the methods call now answers 13100 and
        // the list empties, with the way to the limits) and the limits are loaded again.
        void queryClient.invalidateQueries({ queryKey: methodsQueryKey });
        void queryClient.invalidateQueries({ queryKey: LIMITS_QUERY_KEY });
      }
      const refusal = refusalOf(error, method, t);
      setErrors(refusal.fields);
      setFormError(refusal.message);
      setFormErrorCode(error instanceof HttpError ? error.code : undefined);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    method,
    unit,
    amount,
    values,
    errors,
    formError,
    formErrorCode,
    submitting,
    formatMinor,
    chooseMethod: (id: string) => {
      setMethodId(id);
      setErrors({});
      setFormError(undefined);
    },
    setAmount: (next: string) => {
      setAmount(next);
      recheck(next, values);
    },
    setValue: (name: string, value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      recheck(amount, next);
    },
    handleSubmit,
  };
}

/**
 * Server refusals as texts: on the field the server names when this form has it, else one
 * message. Known codes have content texts; another 422 shows the server's own explanation.
 */
function refusalOf(
  error: unknown,
  method: PaymentMethod,
  t: Translate,
): { fields: Record<string, string>; message: string | undefined } {
  if (!(error instanceof HttpError)) return { fields: {}, message: t('alerts:generic.networkError') };
  if (error.domainCode === DEPOSIT_LIMIT_DOMAIN_CODE)
    return { fields: {}, message: t('modals:wallet.errors.depositLimit') };
  if (error.code === 'insufficient_funds')
    return { fields: { amount: t('modals:wallet.errors.insufficientFundsServer') }, message: undefined };
  const known = new Set(['amount', 'bonusCode', ...method.fields.map((field) => field.name)]);
  const fields: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.fields)) {
    // `fields.wallet_id` or `wallet_id`: the method's fields sit under `fields` in the request.
    const field = name.replace(/^fields\./, '');
    if (known.has(field) && messages[0]) fields[field] = messages[0];
  }
  if (Object.keys(fields).length > 0) return { fields, message: undefined };
  const key = error.code === undefined ? undefined : REFUSAL_BY_CODE[error.code];
  if (key) return { fields: {}, message: t(key) };
  if (error.status === 429) return { fields: {}, message: t('alerts:account.tooManyAttempts') };
  return { fields: {}, message: error.status === 422 && error.message ? error.message : t('alerts:generic.error') };
}
