/**
 * The transaction list's shape while it loads. Named as SPEC.md section 2 names skeletons: the
 * route (wallet-history, without a 'locale-' prefix) plus '-page'.
 */
export const HISTORY_SKELETON_NAME = 'wallet-history-page';

export function HistorySkeleton({
  rows,
  label,
  name = HISTORY_SKELETON_NAME,
}: {
  readonly rows: number;
  readonly label: string;
  readonly name?: string;
}) {
  return (
    <div className="history-skeleton" data-skeleton={name} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton history-skeleton__row" />
      ))}
    </div>
  );
}
