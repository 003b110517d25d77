import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';

/** A status modal whose invoice is not the player's, or could not be loaded. */
export function InvoiceMissing({ failed, retry }: { readonly failed: boolean; readonly retry: () => void }) {
  const t = useT();
  return (
    <div className="wallet-empty" role="alert">
      <p>{t(failed ? 'modals:deposit-status.loadFailed' : 'modals:deposit-status.notFound')}</p>
      {failed ? (
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          {t('global-components:buttons.retry')}
        </button>
      ) : (
        <ModalLink className="button button--secondary button--small" modal="wallet" value="deposit">
          {t('modals:wallet.newDeposit')}
        </ModalLink>
      )}
    </div>
  );
}
