import { useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useMoney } from './use-money';
import { useWalletScope } from './wallet-scope';

/**
 * The account the wallet works on, its balance and a switch to another of the player's accounts
 * (a deposit or withdrawal is always in the selected account's currency).
 */
export function AccountSummary() {
  const t = useT();
  const selectId = useId();
  const { accounts, selected, switchAccount } = useWalletScope();
  const money = useMoney();
  const [switching, setSwitching] = useState(false);
  if (!selected) return <div className="account-summary account-summary--loading skeleton" aria-hidden="true" />;
  const balance = money(selected.balance, selected.currency);
  const choose = async (accountId: string) => {
    setSwitching(true);
    try {
      await switchAccount(accountId);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <div className="account-summary" aria-busy={switching || undefined}>
      <div className="account-summary__balance">
        <span className="account-summary__label">{t('modals:wallet.balance')}</span>
        <span className="account-summary__amount" data-testid="wallet-balance">
          {balance.amount} <span className="account-summary__code">{balance.code}</span>
        </span>
        {balance.equivalent && <span className="account-summary__equivalent">{balance.equivalent}</span>}
      </div>
      {accounts && accounts.length > 1 && (
        <div className="account-summary__switch">
          <label htmlFor={selectId} className="account-summary__label">
            {t('modals:wallet.account')}
          </label>
          <select id={selectId} className="account-summary__select" value={selected.id} disabled={switching} onChange={(event) => void choose(event.currentTarget.value)}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {money(account.balance, account.currency).code}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
