import { useState } from 'react';
import type { WalletAccount } from '@casino/shared';
import { bonusBalanceOf } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useMoney } from './use-money';
import { useWalletScope } from './wallet-scope';
import '@/components/ui/card.css';

/** The player's accounts as cards: the selected one with deposit and withdraw, the others to switch to. */
export function AccountCards() {
  const t = useT();
  const { accounts, accountsFailed, reloadAccounts } = useWalletScope();
  if (accountsFailed) {
    return (
      <div className="card wallet-empty" role="alert">
        <p>{t('layout:currencyPanel.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={reloadAccounts}>
          {t('global-components:buttons.retry')}
        </button>
      </div>
    );
  }
  if (!accounts) {
    return (
      <div className="account-cards" aria-hidden="true">
        <div className="skeleton account-card account-card--skeleton" />
        <div className="skeleton account-card account-card--skeleton" />
      </div>
    );
  }
  return (
    <ul className="account-cards" data-testid="account-cards">
      {accounts.map((account) => (
        <AccountCard key={account.id} account={account} />
      ))}
    </ul>
  );
}

function AccountCard({ account }: { readonly account: WalletAccount }) {
  const t = useT();
  const money = useMoney()(account.balance, account.currency);
  const { switchAccount } = useWalletScope();
  const [switching, setSwitching] = useState(false);
  const use = async () => {
    setSwitching(true);
    try {
      await switchAccount(account.id);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <li
      className={account.isSelected ? 'account-card account-card--selected' : 'account-card'}
      data-testid="account-card"
      data-currency={account.currency}
    >
      <div className="account-card__top">
        <span className="account-card__code">{money.code}</span>
        {account.isSelected && <span className="account-card__badge">{t('global-components:wallet.inUse')}</span>}
      </div>
      <p className="account-card__amount" data-testid={account.isSelected ? 'overview-balance' : undefined}>
        {money.amount}
      </p>
      <p className="account-card__equivalent">{money.equivalent ?? '\u00a0'}</p>
      <AccountBonus account={account} />
      <div className="account-card__actions">
        {account.isSelected ? (
          <>
            <ModalLink className="button button--primary button--small" modal="wallet" value="deposit">
              {t('modals:wallet.deposit')}
            </ModalLink>
            <ModalLink className="button button--secondary button--small" modal="wallet" value="withdraw">
              {t('modals:wallet.withdraw')}
            </ModalLink>
          </>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void use()}
            disabled={switching}
            aria-busy={switching || undefined}
          >
            {t('global-components:wallet.use', { currency: money.code })}
          </button>
        )}
      </div>
    </li>
  );
}

/** The account's bonus money, apart from its own (always a line, so cards line up). */
function AccountBonus({ account }: { readonly account: WalletAccount }) {
  const t = useT();
  const bonus = bonusBalanceOf(account);
  const money = useMoney()(bonus, account.currency);
  if (bonus <= 0) return <p className="account-card__bonus">{'\u00a0'}</p>;
  return (
    <p className="account-card__bonus" data-testid="account-bonus-balance">
      <ModalLink modal="wallet-bonus-info">
        {t('modals:wallet.bonusBalance')}: <bdi dir="ltr">{`${money.amount} ${money.code}`}</bdi>
      </ModalLink>
    </p>
  );
}
