import { useId } from 'react';
import type { WalletAccount } from '@casino/shared';
import { bonusBalanceOf } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useMoney } from './use-money';
import { useWalletScope } from './wallet-scope';

interface AccountSummaryProps {
  /** The account this payment uses. */
  readonly account: WalletAccount | undefined;
  /** Picks another account for this payment only: the site's active account stays as it is. */
  readonly onChoose: (accountId: string) => void;
}

/** The account the wallet modal works on, its balance, and a pick of another of the player's accounts. */
export function AccountSummary({ account, onChoose }: AccountSummaryProps) {
  const t = useT();
  const selectId = useId();
  const noteId = useId();
  const { accounts, selected } = useWalletScope();
  const money = useMoney();
  if (!account) return <div className="account-summary account-summary--loading skeleton" aria-hidden="true" />;
  const balance = money(account.balance, account.currency);
  const otherThanActive = selected !== undefined && selected.id !== account.id;
  return (
    <div className="account-summary">
      <div className="account-summary__balance">
        <span className="account-summary__label">{t('modals:wallet.balance')}</span>
        <span className="account-summary__amount" data-testid="wallet-balance">
          <bdi dir="ltr">
            {balance.amount} <span className="account-summary__code">{balance.code}</span>
          </bdi>
        </span>
        {balance.equivalent && <span className="account-summary__equivalent">{balance.equivalent}</span>}
        <BonusBalance account={account} />
      </div>
      {accounts && accounts.length > 1 && (
        <div className="account-summary__switch">
          <label htmlFor={selectId} className="account-summary__label">
            {t('modals:wallet.account')}
          </label>
          <select
            id={selectId}
            className="account-summary__select"
            value={account.id}
            onChange={(event) => onChoose(event.currentTarget.value)}
            aria-describedby={otherThanActive ? noteId : undefined}
          >
            {accounts.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {money(candidate.balance, candidate.currency).code}
              </option>
            ))}
          </select>
        </div>
      )}
      {otherThanActive && (
        <p id={noteId} className="account-summary__note" data-testid="wallet-other-account">
          {t('modals:wallet.otherAccountNote', {
            currency: balance.code,
            active: money(selected.balance, selected.currency).code,
          })}
        </p>
      )}
    </div>
  );
}

/** The bonus money beside the own balance, when there is some, with what it is one click away. */
export function BonusBalance({ account }: { readonly account: WalletAccount }) {
  const t = useT();
  const money = useMoney();
  const bonus = bonusBalanceOf(account);
  if (bonus <= 0) return null;
  const text = money(bonus, account.currency);
  return (
    <span className="account-summary__bonus" data-testid="wallet-bonus-balance">
      {t('modals:wallet.bonusBalance')}: {text.amount} {text.code}{' '}
      <ModalLink className="account-summary__bonus-info" modal="wallet-bonus-info">
        {t('modals:wallet.bonusInfo')}
      </ModalLink>
    </span>
  );
}
