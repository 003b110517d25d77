import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { HttpError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { DEPOSIT_LIMIT_DOMAIN_CODE } from './use-payment-form';

/** The form's own message (a refusal without a field), read out when it appears. */
export function FormMessage({ text }: { readonly text: string | undefined }) {
  return (
    <p className="wallet-message" role="alert" hidden={!text}>
      {text}
    </p>
  );
}

/** The primary action: shows it is working, and cannot be sent twice meanwhile. */
export function SubmitButton({
  busy,
  children,
  testId,
}: {
  readonly busy: boolean;
  readonly children: ReactNode;
  readonly testId?: string;
}) {
  const t = useT();
  return (
    <button
      type="submit"
      className="modal-button modal-button--primary wallet-submit"
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {busy && <span className="wallet-spinner" aria-hidden="true" />}
      <span>{children}</span>
      {busy && <span className="visually-hidden">{t('modals:common.working')}</span>}
    </button>
  );
}

/** Whether the methods call was refused because the player's deposit limit is reached (SPEC.md section 8). */
export function isDepositLimitError(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.domainCode === DEPOSIT_LIMIT_DOMAIN_CODE || error.code === 'deposit_limit_reached')
  );
}

/** To the limits page, where the player sees which limit or break holds and until when. */
export function LimitsLink() {
  const t = useT();
  const locale = usePageLocale();
  return (
    <Link
      className="wallet-limits-link"
      to={localizePath(pathTo('/profile/limits'), locale)}
      data-testid="wallet-limits-link"
    >
      {t('modals:wallet.limitsLink')}
    </Link>
  );
}

/** To the identity verification on the personal page, where the player sees what is still needed. */
export function VerificationLink() {
  const t = useT();
  const locale = usePageLocale();
  return (
    <Link
      className="wallet-limits-link"
      to={`${localizePath(pathTo('/profile/personal'), locale)}#verification`}
      data-testid="wallet-verification-link"
    >
      {t('modals:wallet.verifyLink')}
    </Link>
  );
}

/**
 * No method to offer: the deposit limit is reached, the list could not be loaded, or there is no
 * method for this currency here. The spec empties the list on any refusal; this also says why.
 */
export function NoMethods({ error, retry }: { readonly error: unknown; readonly retry?: () => void }) {
  const t = useT();
  const key = isDepositLimitError(error)
    ? 'modals:wallet.errors.depositLimit'
    : error
      ? 'modals:wallet.errors.methodsFailed'
      : 'modals:wallet.noMethods';
  return (
    <div className="wallet-empty" role={error ? 'alert' : 'status'} data-testid="no-methods">
      <p>{t(key)}</p>
      {isDepositLimitError(error) && <LimitsLink />}
      {error !== null && error !== undefined && !isDepositLimitError(error) && retry && (
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          {t('global-components:buttons.retry')}
        </button>
      )}
    </div>
  );
}
