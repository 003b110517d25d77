import { useState } from 'react';
import { WalletAccountStatus, type Currency, type WalletAccount } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useCurrencies } from '@/lib/settings/get-currencies';
import { useAccounts } from '../api/get-accounts';
import { useOpenAccount } from '../api/open-account';
import { useSwitchAccount } from '../api/switch-account';
import { formatBalance } from '@/lib/money/balance-format';
import { equivalentLabel } from '@/lib/money/equivalent-amount';
import { useEquivalentCurrency } from '@/lib/money/equivalent-currency';
import { ModalLink } from '@/lib/modals';
import { useHideAccount } from '../api/hide-account';
import './account-switcher.css';

interface AccountSwitcherProps {
  readonly locale: string;
  /** Called once the player has chosen (the menu closes). */
  readonly onDone: () => void;
}

/**
 * The player's accounts with their balances (and their equivalent in the display currency, when
 * chosen): choosing one plays with it, another can be hidden, another currency can be added.
 */
export function AccountSwitcher({ locale, onDone }: AccountSwitcherProps) {
  const t = useT();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const switchAccount = useSwitchAccount();
  const hideAccount = useHideAccount();
  const equivalentCode = useEquivalentCurrency();
  const byCode = new Map((currencies.data ?? []).map((currency) => [currency.code, currency]));

  if (accounts.isPending) return <p className="account-switcher__status">{t('global-components:loading.label')}</p>;
  if (accounts.isError) return <p className="account-switcher__status">{t('layout:currencyPanel.loadFailed')}</p>;

  const choose = (account: WalletAccount) => {
    if (!account.isSelected) switchAccount.mutate(account.id);
    onDone();
  };
  const target = equivalentCode ? byCode.get(equivalentCode) : undefined;

  return (
    <div className="account-switcher">
      <ul className="account-switcher__list" aria-label={t('layout:currencyPanel.accounts')}>
        {accounts.data.map((account) => {
          const currency = byCode.get(account.currency);
          const balance = formatBalance(
            account.balance,
            currency ?? { code: account.currency, subunitToUnit: 100 },
            locale,
          );
          const equivalent = currency && equivalentLabel(account.balance, currency, target, locale);
          return (
            <li key={account.id} className="account-switcher__item">
              <button
                type="button"
                className="account-switcher__account"
                aria-pressed={account.isSelected}
                onClick={() => choose(account)}
              >
                <span className="account-switcher__code">{balance.code}</span>
                <span className="account-switcher__amount">
                  {balance.amount}
                  {equivalent && <span className="account-switcher__equivalent">{equivalent}</span>}
                </span>
              </button>
              {!account.isSelected && (
                <button
                  type="button"
                  className="account-switcher__hide"
                  onClick={() => hideAccount.mutate(account.id)}
                  disabled={hideAccount.isPending}
                  aria-label={t('layout:currencyPanel.hide', { currency: balance.code })}
                  title={t('layout:currencyPanel.hide', { currency: balance.code })}
                >
                  <HideIcon />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <AddAccount currencies={currencies.data ?? []} opened={accounts.data} />
      <ModalLink
        className="account-switcher__display"
        modal="fiat"
        onClick={onDone}
        data-testid="display-currency-link"
      >
        <span>{t('layout:currencyPanel.displayIn')}</span>
        <span className="account-switcher__display-value">
          {equivalentCode ?? t('layout:currencyPanel.displayNone')}
        </span>
      </ModalLink>
    </div>
  );
}

/** A new account in a currency the player has none in yet. */
function AddAccount({
  currencies,
  opened,
}: {
  readonly currencies: readonly Currency[];
  readonly opened: readonly WalletAccount[];
}) {
  const t = useT();
  const openAccount = useOpenAccount();
  const [currency, setCurrency] = useState('');
  const taken = new Set(
    opened.filter((account) => account.status === WalletAccountStatus.Active).map((account) => account.currency),
  );
  const available = currencies.filter((candidate) => candidate.isEnabled && !taken.has(candidate.code));
  if (available.length === 0) return null;
  const chosen = currency || available[0]?.code || '';
  return (
    <form
      className="account-switcher__add"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) openAccount.mutate(chosen, { onSuccess: () => setCurrency('') });
      }}
    >
      <label className="account-switcher__add-label">
        <span>{t('layout:currencyPanel.addCurrency')}</span>
        <select
          value={chosen}
          onChange={(event) => setCurrency(event.target.value)}
          className="account-switcher__select"
        >
          {available.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.code} · {candidate.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="button button--secondary button--small"
        disabled={openAccount.isPending}
        aria-busy={openAccount.isPending || undefined}
      >
        {t('layout:currencyPanel.add')}
      </button>
      {openAccount.isError && (
        <p className="account-switcher__error" role="alert">
          {t('alerts:generic.error')}
        </p>
      )}
    </form>
  );
}

function HideIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9.9 4.2A10 10 0 0 1 12 4c7 0 10 8 10 8a17 17 0 0 1-3.2 4.2M6.6 6.6A17 17 0 0 0 2 12s3 8 10 8a10 10 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </svg>
  );
}
