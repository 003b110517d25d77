import { useId } from 'react';
import { equivalentCurrencyStore, useEquivalentCurrency } from '@/lib/money/equivalent-currency';
import { equivalentLabel } from '@/lib/money/equivalent-amount';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useWalletScope } from '../components/wallet-scope';
import '../components/wallet.css';
import '../components/wallet-status.css';

/** The value 'none' in the list: balances shown in their own currency only. */
const NONE = '';

/**
 * `?fiat=true`, the display currency (SPEC.md sections 5 and 9): a fiat currency every balance is
 * also shown in, converted at the current rate with 2 decimals. Kept in local storage.
 */
export default function FiatModal({ close }: ModalBodyProps) {
  const t = useT();
  const name = useId();
  const locale = usePageLocale();
  const chosen = useEquivalentCurrency() ?? NONE;
  const { currencies, selected } = useWalletScope();
  const fiat = currencies.filter((currency) => currency.type === 'fiat' && currency.isEnabled);
  const from = currencies.find((currency) => currency.code === selected?.currency);

  const choose = (code: string) => equivalentCurrencyStore.set(code === NONE ? null : code);
  return (
    <div className="fiat-modal" data-testid="fiat-modal">
      <p className="payment-result__text">{t('modals:fiat.text')}</p>
      <fieldset className="fiat-modal__list">
        <legend className="visually-hidden">{t('modals:fiat.title')}</legend>
        <FiatOption
          name={name}
          value={NONE}
          chosen={chosen}
          onChoose={choose}
          label={t('modals:fiat.none')}
          detail={t('modals:fiat.noneDetail')}
        />
        {fiat.map((currency) => (
          <FiatOption
            key={currency.code}
            name={name}
            value={currency.code}
            chosen={chosen}
            onChoose={choose}
            label={`${currency.symbol ? `${currency.symbol} ` : ''}${currency.code}`}
            detail={currency.name}
            // What the selected balance reads as in this currency: the choice made concrete.
            example={selected && from ? equivalentLabel(selected.balance, from, currency, locale) : undefined}
          />
        ))}
      </fieldset>
      <button type="button" className="modal-button modal-button--primary" onClick={close}>
        {t('modals:fiat.done')}
      </button>
    </div>
  );
}

interface FiatOptionProps {
  readonly name: string;
  readonly value: string;
  readonly chosen: string;
  readonly onChoose: (code: string) => void;
  readonly label: string;
  readonly detail: string;
  readonly example?: string;
}

function FiatOption({ name, value, chosen, onChoose, label, detail, example }: FiatOptionProps) {
  return (
    <label className="fiat-option">
      <input
        type="radio"
        className="fiat-option__radio"
        name={name}
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        data-autofocus={chosen === value ? '' : undefined}
      />
      <span className="fiat-option__label">{label}</span>
      <span className="fiat-option__detail">{detail}</span>
      {example && <span className="fiat-option__example">{example}</span>}
    </label>
  );
}
