import { intlLocaleOf } from '@casino/shared';
import type { PaymentMethod } from '@casino/shared';
import { NumberInput } from '@/components/ui/form';
import { useT } from '@/lib/i18n';
import { amountText, parseAmount } from '@/lib/money/amount-units';
import { moneyText } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';

interface AmountFieldProps {
  readonly method: PaymentMethod;
  readonly unit: { readonly code: string; readonly minorPerUnit: number; readonly fractionDigits: number };
  /** Canonical decimal text in the display unit ('12.5'). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly formatMinor: (minor: number) => string;
  /** The most the player can ask for (withdrawals: the balance), when less than the method's maximum. */
  readonly maxMinor?: number;
}

/** The amount in the unit the player reads (EUR, mBTC), with the method's bounds and its preset amounts. */
export function AmountField({ method, unit, value, onChange, error, formatMinor, maxMinor }: AmountFieldProps) {
  const t = useT();
  const locale = usePageLocale();
  const typed = parseAmount(value, unit.minorPerUnit);
  const presets = maxMinor === undefined ? method.presets : method.presets.filter((preset) => preset <= maxMinor);
  return (
    <div className="amount-field">
      <NumberInput
        label={t('modals:wallet.amount')}
        hint={t('modals:wallet.bounds', {
          min: formatMinor(method.minAmount),
          max: formatMinor(Math.min(method.maxAmount, maxMinor ?? method.maxAmount)),
        })}
        value={value}
        onValueChange={onChange}
        fractionDigits={unit.fractionDigits}
        locale={locale}
        unsigned
        required
        error={error}
        end={<span className="amount-field__unit">{unit.code}</span>}
        data-testid="amount-input"
      />
      {presets.length > 0 && (
        <div className="amount-field__presets" role="group" aria-label={t('modals:wallet.presets')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="amount-preset"
              aria-pressed={typed.kind === 'ok' && typed.minor === preset}
              onClick={() => onChange(amountText(preset, unit.minorPerUnit))}
            >
              {presetLabel(preset, unit, locale)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A preset as a short label: '20 EUR' rather than '20.00 EUR', the digits only where they matter. */
function presetLabel(minor: number, unit: AmountFieldProps['unit'], locale: string): string {
  const text = amountText(minor, unit.minorPerUnit);
  const fraction = text.split('.')[1] ?? '';
  // Display only: a preset is a round amount well inside a double's exact range.
  const amount = new Intl.NumberFormat(intlLocaleOf(locale), {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
  }).format(Number(text));
  return moneyText(amount, unit.code, locale);
}
