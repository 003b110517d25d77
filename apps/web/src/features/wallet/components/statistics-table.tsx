import { useT } from '@/lib/i18n';
import type { CurrencyStatistics } from '../api/get-invoice-statistics';
import { useMoney } from './use-money';

/** Per currency: what was deposited and withdrawn (successful invoices) and what is on its way out. */
export function StatisticsTable({ rows }: { readonly rows: readonly CurrencyStatistics[] }) {
  const t = useT();
  const money = useMoney();
  const cell = (amount: number, currency: string, count?: number) => {
    const text = money(amount, currency);
    return (
      <>
        <span className="statistics__amount">
          <bdi dir="ltr">{`${text.amount} ${text.code}`}</bdi>
        </span>
        {count !== undefined && (
          <span className="statistics__count">{t('global-components:wallet.count', { count })}</span>
        )}
      </>
    );
  };
  const heading = (key: string) => t(`global-components:wallet.statistics.${key}`);
  return (
    <table className="statistics">
      <thead>
        <tr>
          <th scope="col">{heading('currency')}</th>
          <th scope="col">{heading('deposited')}</th>
          <th scope="col">{heading('withdrawn')}</th>
          <th scope="col">{heading('pending')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.currency}>
            <th scope="row">{money(0, row.currency).code}</th>
            <td data-label={heading('deposited')}>{cell(row.depositTotal, row.currency, row.depositCount)}</td>
            <td data-label={heading('withdrawn')}>{cell(row.withdrawalTotal, row.currency, row.withdrawalCount)}</td>
            <td data-label={heading('pending')}>{cell(row.pendingWithdrawalTotal, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
