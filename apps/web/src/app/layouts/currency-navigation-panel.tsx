import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';

/** Until the wallet feature provides accounts, the panel shows an empty balance in the site currency. */
const PLACEHOLDER_BALANCE = { amount: '0.00', currency: 'USD' } as const;

/**
 * The currency navigation panel: the active account's balance as a pill that opens the
 * wallet. A placeholder until the wallet issue fills in accounts and the currency list.
 */
export function CurrencyNavigationPanel() {
  const t = useT();
  const { amount, currency } = PLACEHOLDER_BALANCE;
  return (
    <ModalLink
      className="currency-pill"
      modal="wallet"
      value="deposit"
      data-testid="currency-panel"
    >
      <span className="visually-hidden">{t('layout:currencyPanel.title')}: </span>
      <Icon name="coins" size={18} className="currency-pill__icon" />
      <span className="currency-pill__amount">{amount}</span>
      <span className="currency-pill__currency"> {currency}</span>
      <span className="currency-pill__plus" aria-hidden="true">
        +
      </span>
    </ModalLink>
  );
}
