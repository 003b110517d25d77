/**
 * My bets: open and settled tabs, each bet with its legs, stake, odds and payout; open bets can
 * be cashed out at the server's current offer (a changed offer is shown again, never taken blind).
 */
import type { CashOutOfferView, SportBetView } from '@casino/shared';
import { useState } from 'preact/hooks';
import { ApiError } from '../api/sportsbook-api';
import type { AccountCurrency } from '../lib/money';
import { formatMoney } from '../lib/money';
import { displayPrice } from '../lib/odds-display';
import type { Texts } from '../texts';
import { LoadState } from './event-row';
import { useLoad, useRuntime, useStore, useTexts } from './hooks';
import { betBadge } from '../lib/bet-status';

function CashOut({
  bet,
  currency,
  onCashedOut,
}: {
  readonly bet: SportBetView;
  readonly currency: AccountCurrency;
  readonly onCashedOut: () => void;
}) {
  const { api, reloadAccount } = useRuntime();
  const texts = useTexts();
  const [offer, setOffer] = useState<CashOutOfferView | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const money = (amount: number) => formatMoney(amount, currency, texts.intl);
  const fetchOffer = async (changed: boolean) => {
    setBusy(true);
    try {
      const next = await api.cashOutOffer(bet.id);
      setOffer(next);
      setMessage(
        next.amount === null
          ? texts.cashOutNone
          : changed
            ? texts.f(texts.cashOutChanged, { amount: money(next.amount) })
            : '',
      );
    } catch (error) {
      setMessage(error instanceof ApiError && error.code !== 'network' ? error.message : texts.error_network);
    } finally {
      setBusy(false);
    }
  };
  const accept = async (amount: number) => {
    setBusy(true);
    try {
      await api.cashOut(bet.id, amount);
      setMessage(texts.f(texts.cashOutDone, { amount: money(amount) }));
      reloadAccount();
      onCashedOut();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'cash_out_changed') return void (await fetchOffer(true));
      setMessage(error instanceof ApiError && error.code !== 'network' ? error.message : texts.error_network);
    } finally {
      setBusy(false);
    }
  };
  const amount = offer?.amount;
  return (
    <div class="cash-out">
      {typeof amount === 'number' ? (
        <button type="button" class="button" disabled={busy} onClick={() => void accept(amount)}>
          {texts.f(texts.cashOut, { amount: money(amount) })}
        </button>
      ) : (
        <button type="button" class="button button-quiet" disabled={busy} onClick={() => void fetchOffer(false)}>
          {texts.cashOutCheck}
        </button>
      )}
      <p class="muted" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}

function BetCard({
  bet,
  texts,
  oddsFormat,
  onChanged,
}: {
  readonly bet: SportBetView;
  readonly texts: Texts;
  readonly oddsFormat: string;
  readonly onChanged: () => void;
}) {
  const { account } = useRuntime();
  const loaded = useStore(account);
  // The account tells the decimals of its own currency; a bet in another one (a wallet switched since) assumes cents.
  const currency = {
    currency: bet.currency,
    subunitToUnit: loaded?.currency === bet.currency ? loaded.subunitToUnit : 100,
  };
  const kindText =
    bet.kind === 'single'
      ? texts.kindSingle
      : bet.kind === 'accumulator'
        ? texts.kindAccumulator
        : `${texts.kindSystem} ${bet.systemSizes?.join('/') ?? ''}/${bet.legs.length}`;
  const settled = bet.settledAt !== null || bet.status === 'cashed_out';
  const badge = betBadge(bet);
  return (
    <li class="bet-card">
      <p class="bet-head">
        <strong>{kindText}</strong>
        <span class={`badge badge-${badge}`}>{texts[`status_${badge}`]}</span>
      </p>
      <ul class="bet-legs">
        {bet.legs.map((leg) => (
          <li key={leg.selectionId}>
            <span>
              {leg.selectionName} <span class="muted">· {leg.marketName}</span>
            </span>
            <span class="muted">{leg.eventName}</span>
            <strong class="odds">{displayPrice(leg.price, oddsFormat, texts.intl)}</strong>
          </li>
        ))}
      </ul>
      <dl class="bet-figures">
        <dt>{texts.stake}</dt>
        <dd class="amount">{formatMoney(bet.totalStake, currency, texts.intl)}</dd>
        <dt>{texts.odds}</dt>
        <dd class="odds">{displayPrice(bet.odds, oddsFormat, texts.intl)}</dd>
        <dt>{settled ? texts.payout : texts.potentialPayout}</dt>
        <dd class="amount">{formatMoney(settled ? bet.payout : bet.potentialPayout, currency, texts.intl)}</dd>
      </dl>
      {bet.status === 'rejected' && bet.rejectionReason && <p class="muted">{bet.rejectionReason}</p>}
      {bet.status === 'open' && <CashOut bet={bet} currency={currency} onCashedOut={onChanged} />}
    </li>
  );
}

export function BetsPage({ onSignIn }: { readonly onSignIn?: () => void }) {
  const { api, settings } = useRuntime();
  const texts = useTexts();
  const { token, oddsFormat } = useStore(settings);
  const [settled, setSettled] = useState(false);
  // The token is part of the key: a sign-in or sign-out shows the new player's bets at once.
  const [bets, retry] = useLoad(() => (token ? api.bets(settled) : Promise.resolve([])), `${settled}-${token}`);
  if (!token) {
    return (
      <section class="block">
        <p class="muted">{texts.signInForBets}</p>
        {onSignIn && (
          <button type="button" class="button" onClick={onSignIn}>
            {texts.signInToBet}
          </button>
        )}
      </section>
    );
  }
  return (
    <section class="block">
      <div class="tabs" role="group" aria-label={texts.navBets}>
        <button type="button" class="chip" aria-pressed={!settled} onClick={() => setSettled(false)}>
          {texts.openBets}
        </button>
        <button type="button" class="chip" aria-pressed={settled} onClick={() => setSettled(true)}>
          {texts.settledBets}
        </button>
      </div>
      <LoadState loaded={bets} retry={retry} texts={texts} />
      {bets.state === 'ok' && bets.data.length === 0 && <p class="muted">{texts.noBets}</p>}
      {bets.state === 'ok' && (
        <ul class="bet-list">
          {bets.data.map((bet) => (
            <BetCard key={bet.id} bet={bet} texts={texts} oddsFormat={oddsFormat} onChanged={retry} />
          ))}
        </ul>
      )}
    </section>
  );
}
