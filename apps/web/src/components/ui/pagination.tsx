import type { PageMeta } from '@casino/shared';
import { useT } from '@/lib/i18n';
import './pagination.css';

/**
 * Previous and next with where the player is, for any paged list; nothing when everything fits
 * on one page. `label` names the navigation ("Notification pages").
 */
export function Pagination({
  meta,
  onPage,
  label,
}: {
  readonly meta: PageMeta;
  readonly onPage: (page: number) => void;
  readonly label: string;
}) {
  const t = useT();
  if (meta.totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={meta.page <= 1}
        onClick={() => onPage(meta.page - 1)}
      >
        {t('global-components:pagination.previous')}
      </button>
      <span className="pagination__where">
        {t('global-components:pagination.pageOf', { page: meta.page, pages: meta.totalPages })}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={meta.page >= meta.totalPages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('global-components:pagination.next')}
      </button>
    </nav>
  );
}
