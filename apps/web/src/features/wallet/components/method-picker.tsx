import { useId } from 'react';
import type { PaymentMethod, PaymentMethodGroup } from '@casino/shared';
import { useT } from '@/lib/i18n';

interface MethodPickerProps {
  readonly groups: readonly PaymentMethodGroup[];
  readonly chosen: PaymentMethod | undefined;
  readonly onChoose: (methodId: string) => void;
  readonly formatMinor: (minor: number) => string;
}

/**
 * The payment methods as radio tiles with their logos, grouped (Cards, Cryptocurrencies, ...).
 * Radios, not buttons: arrow keys move between methods and screen readers say which is chosen.
 */
export function MethodPicker({ groups, chosen, onChoose, formatMinor }: MethodPickerProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="method-picker">
      <legend className="method-picker__legend">{t('modals:wallet.method')}</legend>
      {groups.map((group) => (
        <div key={group.id || group.label} className="method-picker__group" role="group" aria-label={group.label}>
          {groups.length > 1 && (
            <p className="method-picker__group-label" aria-hidden="true">
              {group.label}
            </p>
          )}
          <div className="method-picker__grid">
            {group.paymentMethods.map((method) => (
              <label key={method.id} className="method-tile" data-testid="payment-method" data-method={method.id}>
                <input
                  type="radio"
                  className="method-tile__radio"
                  name={name}
                  value={method.id}
                  checked={chosen?.id === method.id}
                  onChange={() => onChoose(method.id)}
                  aria-describedby={`${name}-${method.id}-limits`}
                />
                <span className="method-tile__logo" aria-hidden="true">
                  {method.logo ? (
                    <img src={method.logo} alt="" width={40} height={28} decoding="async" />
                  ) : (
                    method.label.slice(0, 2)
                  )}
                </span>
                <span className="method-tile__label">{method.label}</span>
                <span id={`${name}-${method.id}-limits`} className="method-tile__limits">
                  {method.network ? `${method.network} · ` : ''}
                  {t('modals:wallet.fromAmount', { min: formatMinor(method.minAmount) })}
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/** The picker's shape while the methods load: same rows, no jump when they arrive. */
export function MethodPickerSkeleton() {
  return (
    <div className="method-picker method-picker--loading" aria-hidden="true">
      <div className="skeleton method-picker__legend-skeleton" />
      <div className="method-picker__grid">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="skeleton method-tile method-tile--skeleton" />
        ))}
      </div>
    </div>
  );
}
