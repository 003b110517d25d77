import { useState, type FormEvent } from 'react';
import { COOLING_OFF_PERIOD_DAYS, LIMIT_PERIODS, SELF_EXCLUSION_PERIOD_MONTHS, type LimitPeriod } from '@casino/shared';
import { NumberInput, SelectInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { amountUnitOf, parseAmount } from '@/lib/money/amount-units';
import { useCurrencies } from '@/lib/settings/get-currencies';
import { limitCalls, useLimitCall, type NewLimitRequest } from '../api/change-limit';
import { limitErrorText } from '../components/limit-error';
import {
  AMOUNT_LIMIT_KINDS,
  DEFINITION_OF_KIND,
  PLAY_TIME_KIND,
  type AmountLimitKind,
} from '../components/limit-texts';
import { useLimitsScope } from '../components/limits-scope';
import '../components/limits.css';
import { AddPlayTimeForm } from './play-time-forms';

/** `?add-limit=bet|loss|deposit` sets an amount limit; `=play-time` the daily play time; `=cooling-off` or `=self-exclusion` a break. */
export default function AddLimitModal({ value, close }: ModalBodyProps) {
  if (value === PLAY_TIME_KIND) return <AddPlayTimeForm close={close} />;
  if ((AMOUNT_LIMIT_KINDS as readonly string[]).includes(value))
    return <AmountLimitForm kind={value as AmountLimitKind} close={close} />;
  return <BreakForm kind={value === 'self-exclusion' ? 'self-exclusion' : 'cooling-off'} close={close} />;
}

function AmountLimitForm({ kind, close }: { readonly kind: AmountLimitKind; readonly close: () => void }) {
  const t = useT();
  const { data: currencies = [] } = useCurrencies();
  const playerCurrency = useLimitsScope().currency;
  const [period, setPeriod] = useState<LimitPeriod>('daily');
  // The player's choice, else the currency they play in (a USD player's limit counts in USD).
  const [chosenCurrency, setCurrencyCode] = useState<string>();
  const currencyCode = chosenCurrency ?? playerCurrency ?? currencies[0]?.code ?? '';
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const create = useLimitCall(limitCalls.create);
  const currency = currencies.find((candidate) => candidate.code === currencyCode) ?? {
    code: currencyCode,
    subunitToUnit: 100,
  };
  const unit = amountUnitOf(currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = parseAmount(amount, unit.minorPerUnit);
    if (parsed.kind !== 'ok' || parsed.minor <= 0) {
      setError(t('global-components:limits.form.amountInvalid'));
      return;
    }
    try {
      const definition = DEFINITION_OF_KIND[kind] as 1 | 2 | 3;
      await create.mutateAsync({
        definition,
        period,
        amount: parsed.minor,
        currency: currencyCode,
      } satisfies NewLimitRequest);
      showAlert({ kind: 'success', title: 'alerts:limits.added' });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <form
      className="modal-form limits-modal"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="add-limit-form"
    >
      <p>{t(`global-components:limits.explain.${kind}`)}</p>
      <SelectInput
        label={t('global-components:limits.form.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
        options={LIMIT_PERIODS.map((option) => ({
          value: option,
          label: t(`global-components:limits.periods.${option}`),
        }))}
      />
      <SelectInput
        label={t('global-components:limits.form.currency')}
        value={currencyCode}
        onChange={(event) => setCurrencyCode(event.target.value)}
        options={currencies.map((option) => ({ value: option.code, label: option.code }))}
      />
      <NumberInput
        label={t('global-components:limits.form.amount')}
        value={amount}
        onValueChange={setAmount}
        fractionDigits={unit.fractionDigits}
        unsigned
        required
        error={error}
        end={<span className="amount-field__unit">{unit.code}</span>}
        data-testid="limit-amount"
      />
      <p className="limits-card__text">{t('global-components:limits.form.rule')}</p>
      <div className="limits-modal__actions">
        <button
          type="submit"
          className="modal-button modal-button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {t('global-components:limits.form.save')}
        </button>
      </div>
    </form>
  );
}

function BreakForm({ kind, close }: { readonly kind: 'cooling-off' | 'self-exclusion'; readonly close: () => void }) {
  const t = useT();
  const terms = kind === 'cooling-off' ? COOLING_OFF_PERIOD_DAYS.map(String) : SELF_EXCLUSION_PERIOD_MONTHS.map(String);
  const [term, setTerm] = useState(terms[0] ?? '');
  const [error, setError] = useState<string>();
  const create = useLimitCall(limitCalls.create);
  const label = (option: string) =>
    kind === 'cooling-off'
      ? t('global-components:limits.breaks.days', { count: Number(option) })
      : option === '0'
        ? t('global-components:limits.breaks.forever')
        : t('global-components:limits.breaks.months', { count: Number(option) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const body: NewLimitRequest =
      kind === 'cooling-off' ? { definition: 5, days: Number(term) } : { definition: 4, months: Number(term) };
    try {
      await create.mutateAsync(body);
      showAlert({
        kind: 'success',
        title: kind === 'cooling-off' ? 'alerts:limits.coolingOff' : 'alerts:limits.selfExcluded',
      });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <form
      className="modal-form limits-modal"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="break-form"
    >
      <p className="limits-modal__warning">{t(`global-components:limits.breaks.warning.${kind}`)}</p>
      <SelectInput
        label={t('global-components:limits.breaks.term')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        options={terms.map((option) => ({ value: option, label: label(option) }))}
        error={error}
      />
      <div className="limits-modal__actions">
        <button type="button" className="modal-button" onClick={close}>
          {t('global-components:buttons.cancel')}
        </button>
        <button
          type="submit"
          className="modal-button modal-button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
          data-testid="confirm-break"
        >
          {t(`global-components:limits.breaks.confirm.${kind}`)}
        </button>
      </div>
    </form>
  );
}
