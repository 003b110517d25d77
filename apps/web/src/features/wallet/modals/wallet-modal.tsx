import { useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { AccountSummary } from '../components/account-summary';
import { DepositForm } from '../components/deposit-form';
import { useWalletScope } from '../components/wallet-scope';
import { WithdrawForm } from '../components/withdraw-form';
import '../components/wallet.css';
import '../components/wallet-status.css';

const TABS = ['deposit', 'withdraw'] as const;
export type WalletTab = (typeof TABS)[number];

/** The tab a wallet modal's value asks for: withdraw, else deposit. */
export const walletTabOf = (value: string): WalletTab => (value === 'withdraw' ? 'withdraw' : 'deposit');

/**
 * `?wallet=deposit|withdraw` (SPEC.md section 4): the two tabs are the two values, so the URL
 * always says which one shows and Back or a shared link lands on it.
 */
export default function WalletModal({ modalKey, value }: ModalBodyProps) {
  return <WalletTabs modalKey={modalKey} value={value} className="wallet-modal" testId="wallet-modal" />;
}

interface WalletTabsProps extends Pick<ModalBodyProps, 'modalKey' | 'value'> {
  readonly className: string;
  readonly testId: string;
  /** The tab panel (the messenger wallet submits its form from the messenger's main button). */
  readonly panelRef?: Ref<HTMLDivElement>;
}

/** The wallet's two tabs on one of the player's accounts: the wallet modal, and the messenger's compact one (messenger-wallet-modal.tsx). */
export function WalletTabs({ modalKey, value, className, testId, panelRef }: WalletTabsProps) {
  const t = useT();
  const { open } = useModals();
  const { accounts, selected, accountsFailed, reloadAccounts } = useWalletScope();
  // The account this payment uses: the site's active one unless the player picks another here.
  // The pick stays in the modal; only the player's own choice elsewhere switches the site's account.
  const [chosenId, setChosenId] = useState<string>();
  const account = accounts?.find((candidate) => candidate.id === chosenId) ?? selected;
  const active = walletTabOf(value);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<WalletTab, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs (the ARIA tabs pattern); the focus follows the choice.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = active === 'deposit' ? 'withdraw' : 'deposit';
    open(modalKey, next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={className} data-testid={testId}>
      <div className="wallet-tabs" role="tablist" aria-label={t('modals:wallet.title')} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab}-tab`}
            className="wallet-tabs__tab"
            aria-selected={tab === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === active ? 0 : -1}
            data-autofocus={tab === active ? '' : undefined}
            onClick={() => tab !== active && open(modalKey, tab)}
          >
            {t(`modals:wallet.${tab}`)}
          </button>
        ))}
      </div>
      <div
        ref={panelRef}
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-${active}-tab`}
        className="wallet-modal__panel"
      >
        {accountsFailed ? (
          <div className="wallet-empty" role="alert">
            <p>{t('layout:currencyPanel.loadFailed')}</p>
            <button type="button" className="button button--secondary button--small" onClick={reloadAccounts}>
              {t('global-components:buttons.retry')}
            </button>
          </div>
        ) : (
          <>
            <AccountSummary account={account} onChoose={setChosenId} />
            {/* Keyed by account: another currency is another set of methods and a fresh form. */}
            {active === 'deposit' ? (
              <DepositForm key={account?.id ?? ''} account={account} />
            ) : (
              <WithdrawForm account={account} />
            )}
          </>
        )}
      </div>
    </div>
  );
}
