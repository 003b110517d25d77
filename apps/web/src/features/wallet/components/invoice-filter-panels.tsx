import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { activeFilterCount, NO_INVOICE_FILTERS, type InvoiceFilters } from '../api/invoice-filters';
import { InvoiceFilterFields } from './invoice-filter-form';

interface FilterPanelProps {
  readonly filters: InvoiceFilters;
  readonly onApply: (filters: InvoiceFilters) => void;
  readonly currencies: readonly string[];
}

/** Desktop: the filters in a bar above the list, applied as they change. */
export function DesktopFilterPanel({ filters, onApply, currencies }: FilterPanelProps) {
  const t = useT();
  return (
    <form
      className="invoice-filters invoice-filters--desktop"
      aria-label={t('global-components:history.filters')}
      onSubmit={(event) => event.preventDefault()}
      data-testid="desktop-filters"
    >
      <InvoiceFilterFields filters={filters} onChange={onApply} currencies={currencies} idPrefix="desktop-filter" />
      <button
        type="button"
        className="modal-link invoice-filters__reset"
        onClick={() => onApply(NO_INVOICE_FILTERS)}
        disabled={activeFilterCount(filters) === 0}
      >
        {t('global-components:history.reset')}
      </button>
    </form>
  );
}

/**
 * Mobile: a "Filters" button (with how many are on) opening a sheet. Choices there are a draft
 * until Apply, so the list does not jump about under the sheet while the player picks.
 */
export function MobileFilterPanel({ filters, onApply, currencies }: FilterPanelProps) {
  const t = useT();
  const [draft, setDraft] = useState<InvoiceFilters>();
  const count = activeFilterCount(filters);
  const apply = (next: InvoiceFilters) => {
    onApply(next);
    setDraft(undefined);
  };
  return (
    <div className="invoice-filters invoice-filters--mobile">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setDraft(filters)}
        aria-haspopup="dialog"
        data-testid="mobile-filters-button"
      >
        {t('global-components:history.filters')}
        {count > 0 && <span className="invoice-filters__count">{count}</span>}
      </button>
      {draft && (
        <Dialog
          title={t('global-components:history.filters')}
          closeLabel={t('modals:common.close')}
          onClose={() => setDraft(undefined)}
        >
          <form
            className="invoice-filters__sheet"
            onSubmit={(event) => {
              event.preventDefault();
              apply(draft);
            }}
          >
            <InvoiceFilterFields filters={draft} onChange={setDraft} currencies={currencies} idPrefix="mobile-filter" />
            <div className="wallet-actions">
              <button
                type="button"
                className="modal-button wallet-button--secondary"
                onClick={() => apply(NO_INVOICE_FILTERS)}
              >
                {t('global-components:history.reset')}
              </button>
              <button type="submit" className="modal-button modal-button--primary">
                {t('global-components:history.apply')}
              </button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
