import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BetStatus, isPartReturn, type BetView } from '@casino/shared';
import { Pagination } from '@/components/ui/pagination';
import { formatDate, useT } from '@/lib/i18n';
import { formatBalance, moneyText } from '@/lib/money/balance-format';
import { usePageLocale } from '@/lib/page-locale';
import { useCurrencies } from '@/lib/settings/get-currencies';
import { useBets } from '../api/get-bets';
import '../components/bets-history.css';
import '@/components/ui/card.css';

/** The skeleton name of SPEC.md section 2 (route name + '-page'). */
export const BETS_SKELETON_NAME = 'wallet-bets-page';
const KNOWN_STATUSES = new Set<number>(Object.values(BetStatus));

function pageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function useMoney(): (amountMinor: number, code: string) => string {
  const currencies = useCurrencies();
  const locale = usePageLocale();
  return useCallback(
    (amountMinor: number, code: string) => {
      const currency = currencies.data?.find((candidate) => candidate.code === code);
      if (!currency) return `${amountMinor} ${code}`;
      const formatted = formatBalance(amountMinor, currency, locale);
      return moneyText(formatted.amount, formatted.code, locale);
    },
    [currencies.data, locale],
  );
}

function BetRow({ bet }: { readonly bet: BetView }) {
  const t = useT();
  const money = useMoney();
  const partReturn = isPartReturn({ won: bet.status === BetStatus.Won, payout: bet.payout, stake: bet.amount });
  const status = partReturn
    ? t('global-components:sport.bets.partReturned')
    : KNOWN_STATUSES.has(bet.status)
      ? t(`global-components:sport.bets.statuses.${bet.status}`)
      : String(bet.status);
  return (
    <tr data-testid="bet-row" data-status={bet.status}>
      <td>{formatDate(bet.createdAt, 'dateTime')}</td>
      <td className="bets-history__number">
        <bdi dir="ltr">{money(bet.amount, bet.currency)}</bdi>
      </td>
      <td className="bets-history__number">
        <bdi dir="ltr">{bet.odds.toFixed(2)}</bdi>
      </td>
      <td className={`bets-history__number${bet.payout > 0 ? ' bets-history__won' : ''}`}>
        {money(bet.payout, bet.currency)}
      </td>
      <td>
        <span className={`bets-history__status bets-history__status--${partReturn ? 'part-returned' : bet.status}`}>
          {status}
        </span>
      </td>
    </tr>
  );
}

/** The bets of one page, newest first. */
function BetsTable({ bets }: { readonly bets: readonly BetView[] }) {
  const t = useT();
  return (
    <div className="card card--flat bets-history__card">
      <table className="bets-history__table">
        <caption className="visually-hidden">{t('global-components:sections.wallet-bets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('global-components:sport.bets.placedAt')}</th>
            <th scope="col" className="bets-history__number">
              {t('global-components:sport.bets.stake')}
            </th>
            <th scope="col" className="bets-history__number">
              {t('global-components:sport.bets.odds')}
            </th>
            <th scope="col" className="bets-history__number">
              {t('global-components:sport.bets.payout')}
            </th>
            <th scope="col">{t('global-components:sport.bets.status')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => (
            <BetRow key={bet.id} bet={bet} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The bets tab of the history area (SPEC.md section 2): the player's sports bets from
 * `GET /api/game/bets`, settled by default or open ones (`?settled=false`), paged in `?page=`.
 */
export default function BetsHistoryPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const isSettled = params.get('settled') !== 'false';
  const page = pageFromSearch(params);
  const bets = useBets(isSettled, page);
  const meta = bets.data?.meta;

  const show = (change: { settled?: boolean; page?: number }) => {
    const next = new URLSearchParams(location.search);
    const settled = change.settled ?? isSettled;
    if (settled) next.delete('settled');
    else next.set('settled', 'false');
    const nextPage = change.page ?? 1;
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    const search = next.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  return (
    <section className="bets-history" data-testid="bets-history">
      <h2 className="bets-history__title">{t('global-components:sections.wallet-bets')}</h2>
      <div className="bets-history__kinds" role="group" aria-label={t('global-components:sport.bets.kind')}>
        <button
          type="button"
          className="bets-history__kind"
          aria-pressed={isSettled}
          onClick={() => show({ settled: true })}
        >
          {t('global-components:sport.bets.settled')}
        </button>
        <button
          type="button"
          className="bets-history__kind"
          aria-pressed={!isSettled}
          onClick={() => show({ settled: false })}
        >
          {t('global-components:sport.bets.open')}
        </button>
      </div>
      {bets.isPending && (
        <div className="bets-history__state" data-skeleton={BETS_SKELETON_NAME} role="status">
          {t('global-components:loading.label')}
        </div>
      )}
      {bets.isError && (
        <div className="bets-history__state" role="alert">
          <p>{t('global-components:sport.bets.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void bets.refetch()}>
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {bets.data && bets.data.data.length === 0 && (
        <p className="bets-history__state" role="status">
          {t('global-components:sport.bets.empty')}
        </p>
      )}
      {bets.data && bets.data.data.length > 0 && <BetsTable bets={bets.data.data} />}
      {meta && (
        <Pagination
          meta={meta}
          onPage={(next) => show({ page: next })}
          label={t('global-components:sport.bets.pages')}
        />
      )}
    </section>
  );
}
