/**
 * The bet slip: legs with their live prices, bet kind, stake, payout, odds-change preference and
 * "Place bet". Messages are announced (aria-live). On a phone it is a bottom sheet opened from a
 * bar with the selection count; on a wide screen a side panel (styles.css decides).
 */
import type { OddsChangePreferenceView, SportBetKind } from '@casino/shared';
import { ODDS_CHANGE_PREFERENCES } from '@casino/sportsbook';
import type { AccountView } from '../api/sportsbook-api';
import { currencyDecimals, formatMoney, parseStake } from '../lib/money';
import { displayPrice, priceMove } from '../lib/odds-display';
import type { PlaceCallbacks } from '../slip/slip-actions';
import type { SlipLeg } from '../slip/slip-rules';
import {
  allowedKinds,
  combinedPrice,
  effectivePrices,
  slipBlocker,
  slipTotals,
  systemBetCount,
  systemSizeOptions,
} from '../slip/slip-rules';
import type { SlipState } from '../slip/slip-state';
import type { Texts } from '../texts';
import { useEffect, useRef } from 'preact/hooks';
import { useRuntime, useStore, useTexts } from './hooks';

const KIND_TEXT: Record<SportBetKind, 'kindSingle' | 'kindAccumulator' | 'kindSystem'> = {
  single: 'kindSingle',
  accumulator: 'kindAccumulator',
  system: 'kindSystem',
};

function LegItem({
  leg,
  oddsFormat,
  texts,
  disabled,
}: {
  readonly leg: SlipLeg;
  readonly oddsFormat: string;
  readonly texts: Texts;
  readonly disabled: boolean;
}) {
  const { slipActions } = useRuntime();
  const move = priceMove(leg.price, leg.livePrice);
  return (
    <li class={`leg${leg.open ? '' : ' leg-closed'}`}>
      <div class="leg-text">
        <strong>{leg.selectionName}</strong>
        <span class="muted">{leg.marketName}</span>
        <span class="muted">{leg.eventName}</span>
      </div>
      <div class="leg-price">
        {move && <s class="muted odds">{displayPrice(leg.price, oddsFormat, texts.intl)}</s>}
        <strong class={`odds${move ? ` price-${move}` : ''}`}>
          {move === 'up' ? '▲ ' : move === 'down' ? '▼ ' : ''}
          {displayPrice(leg.livePrice, oddsFormat, texts.intl)}
        </strong>
        {move && <span class="visually-hidden">{move === 'up' ? texts.priceUp : texts.priceDown}</span>}
        {!leg.open && <span class="badge-suspended">{texts.suspended}</span>}
      </div>
      <button
        type="button"
        class="icon-button"
        disabled={disabled}
        aria-label={texts.f(texts.removeLeg, { name: leg.selectionName })}
        onClick={() => slipActions.remove(leg.selectionId)}
      >
        ×
      </button>
    </li>
  );
}

function stakeProblem(state: SlipState, subunitToUnit: number, texts: Texts): string | null {
  const stake = parseStake(state.stakeText, subunitToUnit, texts.intl);
  if (stake.kind === 'ok') return null;
  if (stake.kind === 'empty') return state.stakeText === '' ? null : texts.stakeEmpty;
  if (stake.kind === 'too-precise') return texts.n('stakeTooPrecise', stake.digits);
  const digits = currencyDecimals(subunitToUnit);
  const example = formatMoney(
    BigInt(subunitToUnit) * 2n + (digits > 0 ? BigInt(subunitToUnit) / 2n : 0n),
    { currency: '', subunitToUnit },
    texts.intl,
  ).trim();
  return texts.f(texts.stakeInvalid, { example });
}

function Totals({
  state,
  account,
  oddsFormat,
  texts,
}: {
  readonly state: SlipState;
  readonly account: AccountView;
  readonly oddsFormat: string;
  readonly texts: Texts;
}) {
  const stake = parseStake(state.stakeText, account.subunitToUnit, texts.intl);
  const prices = effectivePrices(state.legs, state.oddsChange);
  const totals = stake.kind === 'ok' ? slipTotals(state.kind, prices, stake.minor, state.systemSize) : null;
  return (
    <dl class="bet-figures">
      {state.kind === 'accumulator' && (
        <>
          <dt>{texts.odds}</dt>
          <dd class="odds">{displayPrice(combinedPrice(prices), oddsFormat, texts.intl)}</dd>
        </>
      )}
      {totals && state.kind === 'system' && (
        <>
          <dt>{texts.stake}</dt>
          <dd>{texts.f(texts.totalStake, { amount: formatMoney(totals.totalStakeMinor, account, texts.intl) })}</dd>
        </>
      )}
      <dt>{texts.potentialPayout}</dt>
      <dd class="amount">{totals ? formatMoney(totals.potentialPayoutMinor, account, texts.intl) : '–'}</dd>
    </dl>
  );
}

export function BetSlip({
  onSignIn,
  onBetPlacement,
  onClose,
}: {
  readonly onSignIn?: () => void;
  readonly onBetPlacement?: PlaceCallbacks['onBetPlacement'];
  readonly onClose?: () => void;
}) {
  const { slip, slipActions, settings, account: accountStore } = useRuntime();
  const texts = useTexts();
  const state = useStore(slip);
  const { token, oddsFormat } = useStore(settings);
  const account = useStore(accountStore);
  const busy = state.phase !== 'idle';
  const kinds = allowedKinds(state.legs);
  const blocker = slipBlocker(state.legs, state.oddsChange);
  const subunitToUnit = account?.subunitToUnit ?? 100;
  const problem = stakeProblem(state, subunitToUnit, texts);
  const stakeOk = parseStake(state.stakeText, subunitToUnit, texts.intl).kind === 'ok';
  const canPlace = !token || (!busy && blocker === null && stakeOk && account !== null);
  const message =
    state.message && (state.message.key ? texts.f(texts[state.message.key], state.message.values) : state.message.text);
  const placeText = !token
    ? texts.signInToBet
    : state.phase === 'placing'
      ? texts.placing
      : state.phase === 'accepting'
        ? texts.accepting
        : texts.placeBet;
  const { section, placeButton, placing } = useFocusAfterPlacing(busy);
  const place = () => {
    placing.current = Boolean(token);
    void slipActions.place({ onBetPlacement, onSignInButtonClick: onSignIn });
  };

  return (
    <section ref={section} class="slip" aria-label={texts.slip} tabIndex={-1}>
      <SlipHead legCount={state.legs.length} busy={busy} onClose={onClose} />
      {state.legs.length === 0 && <p class="muted">{texts.slipEmpty}</p>}
      <ul class="legs">
        {state.legs.map((leg) => (
          <LegItem key={leg.selectionId} leg={leg} oddsFormat={oddsFormat} texts={texts} disabled={busy} />
        ))}
      </ul>
      {blocker === 'not-combinable' && <p class="warning">{texts.notCombinable}</p>}
      {blocker === 'closed' && <p class="warning">{texts.selectionClosed}</p>}
      <KindChoice state={state} kinds={kinds} busy={busy} />
      {state.legs.length > 0 && (
        <>
          <StakeFields state={state} account={account} problem={problem} busy={busy} />
          {blocker === 'needs-accept' && (
            <div class="warning">
              <p>{texts.priceChanged}</p>
              <button type="button" class="button button-quiet" onClick={slipActions.acceptPrices}>
                {texts.acceptChanges}
              </button>
            </div>
          )}
          <button ref={placeButton} type="button" class="button button-place" disabled={!canPlace} onClick={place}>
            {placeText}
          </button>
        </>
      )}
      <p
        class={`slip-message${state.message ? ` slip-message-${state.message.tone}` : ''}`}
        role="status"
        aria-live="polite"
      >
        {message}
      </p>
    </section>
  );
}

/**
 * "Place bet" is disabled while the bet is on its way and gone with the legs once it is placed,
 * which drops the focus to the page's start: it goes back on the button, else on the slip, whose
 * message says what happened. Set `placing` when a placement starts.
 */
function useFocusAfterPlacing(busy: boolean) {
  const section = useRef<HTMLElement>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  const placing = useRef(false);
  useEffect(() => {
    if (!placing.current || busy) return;
    placing.current = false;
    // Only a focus that is lost or still on the disabled button: never one the player moved on.
    const root = section.current?.getRootNode() as ShadowRoot | Document | undefined;
    const active = root?.activeElement ?? document.activeElement;
    if (active && active !== document.body && active !== placeButton.current) return;
    (placeButton.current && !placeButton.current.disabled ? placeButton.current : section.current)?.focus();
  }, [busy]);
  return { section, placeButton, placing };
}

/** The slip's title with the selection count, the balance, and the ways to clear and close it. */
function SlipHead({
  legCount,
  busy,
  onClose,
}: {
  readonly legCount: number;
  readonly busy: boolean;
  readonly onClose: (() => void) | undefined;
}) {
  const { slipActions, account: accountStore } = useRuntime();
  const texts = useTexts();
  const account = useStore(accountStore);
  return (
    <header class="slip-head">
      <h2>
        {texts.slip} <span class="count-badge">{legCount}</span>
      </h2>
      {account && (
        <span class="muted slip-balance">
          {texts.f(texts.balance, { amount: formatMoney(account.balance, account, texts.intl) })}
        </span>
      )}
      {legCount > 0 && (
        <button type="button" class="link slip-clear" disabled={busy} onClick={slipActions.clear}>
          {texts.clearSlip}
        </button>
      )}
      {onClose && (
        <button type="button" class="icon-button slip-close" aria-label={texts.slipClose} onClick={onClose}>
          ×
        </button>
      )}
    </header>
  );
}

/** The bet kinds the legs allow (when more than one), and a system bet's size. */
function KindChoice({
  state,
  kinds,
  busy,
}: {
  readonly state: SlipState;
  readonly kinds: readonly SportBetKind[];
  readonly busy: boolean;
}) {
  const { slipActions } = useRuntime();
  const texts = useTexts();
  return (
    <>
      {kinds.length > 1 && (
        <fieldset class="kinds">
          <legend>{texts.betKind}</legend>
          {kinds.map((kind) => (
            <label key={kind} class="radio">
              <input
                type="radio"
                name="bet-kind"
                checked={state.kind === kind}
                disabled={busy}
                onChange={() => slipActions.setKind(kind)}
              />{' '}
              {texts[KIND_TEXT[kind]]}
            </label>
          ))}
        </fieldset>
      )}
      {state.kind === 'system' && kinds.includes('system') && (
        <label class="field-label">
          {texts.systemSize}
          <select
            class="field"
            disabled={busy}
            value={state.systemSize}
            onChange={(event) => slipActions.setSystemSize(Number(event.currentTarget.value))}
          >
            {systemSizeOptions(state.legs.length).map((size) => (
              <option key={size} value={size}>
                {texts.n('systemOf', systemBetCount(state.legs.length, size), { size, legs: state.legs.length })}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}

/** The stake in the account's currency, what it may pay out, and what to do when the odds change. */
function StakeFields({
  state,
  account,
  problem,
  busy,
}: {
  readonly state: SlipState;
  readonly account: AccountView | null;
  readonly problem: string | null;
  readonly busy: boolean;
}) {
  const { slipActions, settings } = useRuntime();
  const texts = useTexts();
  const { oddsFormat } = useStore(settings);
  const subunitToUnit = account?.subunitToUnit ?? 100;
  return (
    <>
      <label class="field-label">
        {account ? texts.f(texts.stakeLabel, { currency: account.currency }) : texts.stake}
        <input
          name="stake"
          class="field"
          inputMode={currencyDecimals(subunitToUnit) > 0 ? 'decimal' : 'numeric'}
          autocomplete="off"
          maxLength={20}
          value={state.stakeText}
          disabled={busy}
          aria-invalid={problem !== null}
          onInput={(event) => slipActions.setStake(event.currentTarget.value)}
        />
      </label>
      {problem && <p class="warning">{problem}</p>}
      {account && <Totals state={state} account={account} oddsFormat={oddsFormat} texts={texts} />}
      <label class="field-label">
        {texts.oddsChangeLabel}
        <select
          class="field"
          disabled={busy}
          value={state.oddsChange}
          onChange={(event) => slipActions.setOddsChange(event.currentTarget.value as OddsChangePreferenceView)}
        >
          {ODDS_CHANGE_PREFERENCES.map((preference) => (
            <option key={preference} value={preference}>
              {texts[`oddsChange_${preference}`]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
