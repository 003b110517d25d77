import { useState, type FormEvent } from 'react';
import { LIMIT_PERIODS, LimitDefinition, type LimitPeriod } from '@casino/shared';
import { NumberInput, SelectInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { amountText, amountUnitOf, parseAmount } from '@/lib/money/amount-units';
import { useCurrencies } from '@/lib/settings/get-currencies';
import { limitCalls, useLimitCall } from '../api/change-limit';
import type { PlayerLimit } from '../api/get-limits';
import { limitErrorText } from '../components/limit-error';
import { useListedLimit } from '../components/use-listed-limit';
import '../components/limits.css';
import { EditPlayTimeForm } from './play-time-forms';

/** `?edit-limit=<limit id>`: a lower amount (or longer period) applies at once; a looser one waits 24 hours. */
export default function EditLimitModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const { limit, loading } = useListedLimit(value);
  if (loading) return <p role="status">{t('global-components:loading.label')}</p>;
  if (!limit || limit.amount === null) return <p role="alert">{t('global-components:limits.missing')}</p>;
  if (limit.definition === LimitDefinition.PlayTime) return <EditPlayTimeForm limit={limit} close={close} />;
  return <EditForm limit={limit} close={close} />;
}

function EditForm({ limit, close }: { readonly limit: PlayerLimit; readonly close: () => void }) {
  const t = useT();
  const { data: currencies = [] } = useCurrencies();
  const currency = currencies.find((candidate) => candidate.code === limit.currency) ?? {
    code: limit.currency ?? '',
    subunitToUnit: 100,
  };
  const unit = amountUnitOf(currency);
  const [period, setPeriod] = useState<LimitPeriod>(limit.period ?? 'daily');
  const [amount, setAmount] = useState(amountText(limit.amount ?? 0, unit.minorPerUnit));
  const [error, setError] = useState<string>();
  const update = useLimitCall(limitCalls.update);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = parseAmount(amount, unit.minorPerUnit);
    if (parsed.kind !== 'ok' || parsed.minor <= 0) {
      setError(t('global-components:limits.form.amountInvalid'));
      return;
    }
    try {
      const changed = await update.mutateAsync({ id: limit.id, period, amount: parsed.minor });
      showAlert({
        kind: 'success',
        title: changed.pending ? 'alerts:limits.increaseWaiting' : 'alerts:limits.changed',
      });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <form className="modal-form limits-modal" onSubmit={(event) => void submit(event)} noValidate>
      <SelectInput
        label={t('global-components:limits.form.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
        options={LIMIT_PERIODS.map((option) => ({
          value: option,
          label: t(`global-components:limits.periods.${option}`),
        }))}
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
      />
      <p className="limits-card__text">{t('global-components:limits.form.rule')}</p>
      <div className="limits-modal__actions">
        <button
          type="submit"
          className="modal-button modal-button--primary"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {t('global-components:limits.form.save')}
        </button>
      </div>
    </form>
  );
}
