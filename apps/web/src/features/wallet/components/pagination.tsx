import type { PageMeta } from '@casino/shared';
import { useT } from '@/lib/i18n';

/** Previous and next with where the player is; nothing when everything fits on one page. */
export function Pagination({ meta, onPage }: { readonly meta: PageMeta; readonly onPage: (page: number) => void }) {
  const t = useT();
  if (meta.totalPages <= 1) return null;
  return (
    <nav className="wallet-pagination" aria-label={t('global-components:wallet.pages')}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {t('global-components:wallet.previous')}
      </button>
      <span className="wallet-pagination__where">
        {t('global-components:wallet.pageOf', { page: meta.page, pages: meta.totalPages })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={meta.page >= meta.totalPages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('global-components:wallet.next')}
      </button>
    </nav>
  );
}
