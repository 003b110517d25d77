import { intlLocaleOf, VerificationStatus } from '@casino/shared';
import { i18n, useT } from '@/lib/i18n';
import { moneyText } from '@/lib/money/balance-format';
import type { PlayerVerification } from '../api/verification-api';

/**
 * The withdrawal rule a verification answers, while the player is not verified: withdrawals add
 * up over the window and in all, so a refused small withdrawal after others makes sense.
 */
export function VerificationThresholdNote({ verification }: { readonly verification: PlayerVerification | undefined }) {
  const t = useT();
  if (!verification || verification.status === VerificationStatus.Approved) return null;
  const { withdrawalThreshold: window, lifetimeWithdrawalThreshold: lifetime } = verification;
  if (!window && !lifetime) return null;
  const locale = i18n.language;
  const money = (threshold: { readonly amount: number; readonly currency: string }) =>
    moneyText(new Intl.NumberFormat(intlLocaleOf(locale)).format(threshold.amount), threshold.currency, locale);
  const sentences: string[] = [];
  if (window)
    sentences.push(
      t('global-components:verification.thresholdWindow', { count: window.windowDays, amount: money(window) }),
    );
  // After the window's sentence "so do..." reads on from it; alone it says the whole rule.
  if (lifetime)
    sentences.push(
      t(
        window ? 'global-components:verification.thresholdTotal' : 'global-components:verification.thresholdTotalOnly',
        { amount: money(lifetime) },
      ),
    );
  return (
    <p className="verification__hint" data-testid="verification-threshold">
      {sentences.join(' ')}
    </p>
  );
}
