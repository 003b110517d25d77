import { useState } from 'react';
import { WalletAccountStatus, type Currency, type WalletAccount } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useCurrencies } from '../api/get-currencies';
import { useAccounts } from '../api/get-accounts';
import { useOpenAccount } from '../api/open-account';
import { useSwitchAccount } from '../api/switch-account';
import { formatBalance } from './balance-format';
import './account-switcher.css';

interface AccountSwitcherProps {
  readonly locale: string;
  /** Called once the player has chosen (the menu closes). */
  readonly onDone: () => void;
}

/** The player's accounts with their balances: choosing one plays with it; another currency can be added. */
export function AccountSwitcher({ locale, onDone }: AccountSwitcherProps) {
  const t = useT();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const switchAccount = useSwitchAccount();
  const byCode = new Map((currencies.data ?? []).map((currency) => [currency.code, currency]));

  if (accounts.isPending) return <p className="account-switcher__status">{t('global-components:loading.label')}</p>;
  if (accounts.isError) return <p className="account-switcher__status">{t('layout:currencyPanel.loadFailed')}</p>;

  const choose = (account: WalletAccount) => {
    if (!account.isSelected) switchAccount.mutate(account.id);
    onDone();
  };

  return (
    <div className="account-switcher">
      <ul className="account-switcher__list" aria-label={t('layout:currencyPanel.accounts')}>
        {accounts.data.map((account) => {
          const currency = byCode.get(account.currency);
          const balance = formatBalance(account.balance, currency ?? { code: account.currency, subunitToUnit: 100 }, locale);
          return (
            <li key={account.id}>
              <button type="button" className="account-switcher__account" aria-pressed={account.isSelected} onClick={() => choose(account)}>
                <span className="account-switcher__code">{balance.code}</span>
                <span className="account-switcher__amount">{balance.amount}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <AddAccount currencies={currencies.data ?? []} opened={accounts.data} />
    </div>
  );
}

/** A new account in a currency the player has none in yet. */
function AddAccount({ currencies, opened }: { readonly currencies: readonly Currency[]; readonly opened: readonly WalletAccount[] }) {
  const t = useT();
  const openAccount = useOpenAccount();
  const [currency, setCurrency] = useState('');
  const taken = new Set(opened.filter((account) => account.status === WalletAccountStatus.Active).map((account) => account.currency));
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
        <select value={chosen} onChange={(event) => setCurrency(event.target.value)} className="account-switcher__select">
          {available.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.code} · {candidate.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button button--secondary button--small" disabled={openAccount.isPending} aria-busy={openAccount.isPending || undefined}>
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
