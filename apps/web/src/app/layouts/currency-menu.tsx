import { lazy, Suspense } from 'react';
import { Icon } from '@/components/ui/icon';
import { usePageLocale } from '@/lib/page-locale';
import { useCurrencies } from '@/lib/settings/get-currencies';
import { selectedAccount, useAccounts } from '@/features/wallet-accounts/api/get-accounts';
import { AccountSwitcher } from '@/features/wallet-accounts/components/account-switcher';
import { InvoiceAlerts } from '@/features/wallet/components/invoice-alerts';
import { SportBetPixel } from '@/features/sportsbook/components/sport-bet-pixel';
import { BonusAlerts } from '@/features/bonuses/components/bonus-alerts';
import { LimitWarningAlerts } from '@/features/limits/components/limit-warning-alerts';
import { bonusBalanceOf } from '@/lib/bonuses';
import { formatBalance } from '@/lib/money/balance-format';
import { equivalentLabel } from '@/lib/money/equivalent-amount';
import { useEquivalentCurrency } from '@/lib/money/equivalent-currency';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { HeaderMenu } from './header-menu';
import './currency-menu.css';

/** The quest and loyalty channels (features/retention): their own chunk, after the balance. */
const RetentionEvents = lazy(() => import('@/features/retention/components/retention-events'));

/**
 * The selected account's balance as a pill (with its equivalent in the display currency, when the
 * player chose one): a menu of accounts, and '+' for a deposit. It also keeps the player's invoice
 * channel open, so deposit and withdrawal outcomes are announced on every page, and the quest and
 * loyalty channels (quest alerts, the level-up notice), the 80% limit warning, and the sportsbook
 * bets channel for the pixel's bet.
 */
export default function CurrencyMenu() {
  const t = useT();
  const locale = usePageLocale();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const account = selectedAccount(accounts.data);
  const currency = currencies.data?.find((candidate) => candidate.code === account?.currency);
  const balance = account
    ? formatBalance(account.balance, currency ?? { code: account.currency, subunitToUnit: 100 }, locale)
    : undefined;
  const equivalentCode = useEquivalentCurrency();
  const target = currencies.data?.find((candidate) => candidate.code === equivalentCode);
  const equivalent = account && currency ? equivalentLabel(account.balance, currency, target, locale) : undefined;
  // Bonus money beside own money (issue 15): shown only while there is some.
  const bonusMinor = bonusBalanceOf(account);
  const bonus =
    account && bonusMinor > 0
      ? formatBalance(bonusMinor, currency ?? { code: account.currency, subunitToUnit: 100 }, locale)
      : undefined;
  const bonusLabel = bonus ? ` + ${t('layout:currencyPanel.bonus')} ${bonus.amount} ${bonus.code}` : '';

  return (
    <div
      className="currency-pill currency-menu"
      data-testid="currency-panel"
      aria-busy={accounts.isPending || undefined}
    >
      <HeaderMenu
        label={
          balance
            ? `${t('layout:currencyPanel.title')}: ${balance.amount} ${balance.code}${equivalent ? ` (${equivalent})` : ''}${bonusLabel}`
            : t('layout:currencyPanel.title')
        }
        placement="header"
        testId="currency-menu"
        button={
          <>
            <Icon name="coins" size={18} className="currency-pill__icon" />
            <span className="currency-pill__amount" data-testid="balance-amount">
              {balance?.amount ?? '—'}
            </span>
            <span className="currency-pill__currency">{balance?.code ?? ''}</span>
            {equivalent && (
              <span className="currency-pill__equivalent" data-testid="balance-equivalent">
                {equivalent}
              </span>
            )}
            {bonus && (
              <span className="currency-pill__bonus" data-testid="header-bonus-balance">
                <Icon name="bonuses" size={14} />
                {bonus.amount}
              </span>
            )}
            <Icon name="chevronDown" size={14} className="header-menu__chevron" />
          </>
        }
      >
        {(close) => <AccountSwitcher locale={locale} onDone={close} />}
      </HeaderMenu>
      <ModalLink
        className="currency-pill__plus"
        modal="wallet"
        value="deposit"
        aria-label={t('layout:header.deposit')}
        data-testid="deposit-button"
      >
        +
      </ModalLink>
      <InvoiceAlerts />
      <SportBetPixel />
      <BonusAlerts />
      <LimitWarningAlerts />
      <Suspense fallback={null}>
        <RetentionEvents />
      </Suspense>
    </div>
  );
}
