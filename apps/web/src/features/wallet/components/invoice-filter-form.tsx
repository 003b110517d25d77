import { DateInput, SelectInput } from '@/components/ui/form';
import { useT } from '@/lib/i18n';
import {
  INVOICE_STATUS_NAMES,
  INVOICE_TYPE_NAMES,
  type InvoiceFilters,
  type InvoiceStatusName,
} from '../api/invoice-filters';

interface InvoiceFilterFieldsProps {
  readonly filters: InvoiceFilters;
  /** A change of any filter; the page goes back to 1, since the list is another list. */
  readonly onChange: (filters: InvoiceFilters) => void;
  readonly currencies: readonly string[];
  readonly idPrefix: string;
}

/** The filters of the transaction history: type, statuses, currency and a range of days. */
export function InvoiceFilterFields({ filters, onChange, currencies, idPrefix }: InvoiceFilterFieldsProps) {
  const t = useT();
  const label = (key: string) => t(`global-components:history.${key}`);
  const change = (patch: Partial<InvoiceFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const toggleStatus = (name: InvoiceStatusName) =>
    change({
      statuses: filters.statuses.includes(name)
        ? filters.statuses.filter((status) => status !== name)
        : [...filters.statuses, name],
    });
  return (
    <>
      <SelectInput
        id={`${idPrefix}-type`}
        label={t('global-components:wallet.columns.type')}
        value={filters.type ?? ''}
        onChange={(event) => change({ type: INVOICE_TYPE_NAMES.find((name) => name === event.currentTarget.value) })}
        options={[
          { value: '', label: t('global-components:wallet.allTypes') },
          ...INVOICE_TYPE_NAMES.map((name) => ({ value: name, label: t(`global-components:wallet.${name}s`) })),
        ]}
      />
      <SelectInput
        id={`${idPrefix}-currency`}
        label={label('currency')}
        value={filters.currency ?? ''}
        onChange={(event) => change({ currency: event.currentTarget.value || undefined })}
        options={[
          { value: '', label: t('global-components:wallet.allCurrencies') },
          ...currencies.map((code) => ({ value: code, label: code })),
        ]}
      />
      <DateInput
        id={`${idPrefix}-from`}
        label={label('dateFrom')}
        value={filters.dateFrom ?? ''}
        max={filters.dateTo}
        onChange={(event) => change({ dateFrom: event.currentTarget.value || undefined })}
      />
      <DateInput
        id={`${idPrefix}-to`}
        label={label('dateTo')}
        value={filters.dateTo ?? ''}
        min={filters.dateFrom}
        onChange={(event) => change({ dateTo: event.currentTarget.value || undefined })}
      />
      <fieldset className="status-chips">
        <legend className="status-chips__legend">{label('status')}</legend>
        <div className="status-chips__row">
          {INVOICE_STATUS_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              className="status-chip"
              aria-pressed={filters.statuses.includes(name)}
              onClick={() => toggleStatus(name)}
            >
              {t(`global-components:wallet.status.${name}`)}
            </button>
          ))}
        </div>
      </fieldset>
    </>
  );
}
