import { InvoiceStatus, InvoiceType, type Invoice } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useMoney } from './use-money';

/**
 * Invoices as a table: date, type, method, amount, status and what can still be done (a pending
 * deposit can be finished or cancelled). Under 528 px each row becomes a card (wallet.css).
 */
export function InvoiceList({
  invoices,
  caption,
}: {
  readonly invoices: readonly Invoice[];
  readonly caption: string;
}) {
  const t = useT();
  const column = (name: string) => t(`global-components:wallet.columns.${name}`);
  return (
    <table className="invoice-table" data-testid="invoice-list">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{column('date')}</th>
          <th scope="col">{column('type')}</th>
          <th scope="col">{column('method')}</th>
          <th scope="col" className="invoice-table__amount">
            {column('amount')}
          </th>
          <th scope="col">{column('status')}</th>
          <th scope="col">
            <span className="visually-hidden">{column('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </tbody>
    </table>
  );
}

function InvoiceRow({ invoice }: { readonly invoice: Invoice }) {
  const t = useT();
  const money = useMoney()(invoice.amount, invoice.currency);
  const deposit = invoice.type === InvoiceType.Deposit;
  const column = (name: string) => t(`global-components:wallet.columns.${name}`);
  const openDeposit = deposit && invoice.status === InvoiceStatus.Pending;
  return (
    <tr
      className="invoice-row"
      data-testid="invoice-row"
      data-type={deposit ? 'deposit' : 'withdrawal'}
      data-invoice={invoice.id}
    >
      <td data-label={column('date')} className="invoice-row__date">
        <time dateTime={invoice.createdAt}>{formatDate(invoice.createdAt, 'dateTime')}</time>
      </td>
      <td data-label={column('type')} className="invoice-row__type">
        <span className={`invoice-type invoice-type--${deposit ? 'deposit' : 'withdrawal'}`}>
          <span aria-hidden="true">{deposit ? '↓' : '↑'}</span>
          {t(deposit ? 'global-components:wallet.deposit' : 'global-components:wallet.withdrawal')}
        </span>
      </td>
      <td data-label={column('method')} className="invoice-row__method">
        {invoice.paymentMethodLabel}
      </td>
      <td data-label={column('amount')} className="invoice-table__amount invoice-row__amount">
        <span className={deposit ? 'invoice-amount invoice-amount--in' : 'invoice-amount invoice-amount--out'}>
          <bdi dir="ltr">
            {deposit ? '+' : '−'}
            {money.amount} {money.code}
          </bdi>
        </span>
        {money.equivalent && <span className="invoice-amount__equivalent">{money.equivalent}</span>}
      </td>
      <td data-label={column('status')} className="invoice-row__status">
        <InvoiceStatusBadge invoice={invoice} />
      </td>
      <td className="invoice-row__actions">
        {openDeposit && (
          <>
            <ModalLink className="button button--secondary button--small" modal="deposit-status" value={invoice.id}>
              {t('global-components:wallet.continue')}
            </ModalLink>
            <ModalLink className="invoice-row__cancel" modal="cancel-deposit" value={invoice.id}>
              {t('global-components:buttons.cancel')}
            </ModalLink>
          </>
        )}
      </td>
    </tr>
  );
}
