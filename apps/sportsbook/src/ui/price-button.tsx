/**
 * A selection's price as a real button: pressed while in the slip, disabled while its market or
 * event is suspended, and briefly marked up or down (colour and an arrow, not colour alone)
 * when a push moves it.
 */
import type { SportEventSummaryView, SportMarketView, SportSelectionView } from '@casino/shared';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';
import { displayPrice, priceMove } from '../lib/odds-display';
import type { SlipLeg } from '../slip/slip-rules';
import { eventClosed } from '../slip/slip-state';
import { SlipFocusContext, useRuntime, useStore, useTexts } from './hooks';

/** How long a moved price stays highlighted. */
const MOVE_HIGHLIGHT_MS = 4000;

export function usePriceMove(price: { numerator: number; denominator: number }): 'up' | 'down' | null {
  const previous = useRef(price);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const change = priceMove(previous.current, price);
    previous.current = price;
    if (!change) return;
    setMove(change);
    const timer = setTimeout(() => setMove(null), MOVE_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [price.numerator, price.denominator]);
  return move;
}

export function legOf(event: SportEventSummaryView, market: SportMarketView, selection: SportSelectionView): SlipLeg {
  return {
    selectionId: selection.id,
    eventId: event.id,
    eventName: `${event.home} – ${event.away}`,
    marketId: market.id,
    marketName: market.name,
    selectionName: selection.name,
    combinable: market.combinable,
    price: selection.price,
    livePrice: selection.price,
    open: selection.open,
    ...(event.outrightEventId !== null &&
      event.outrightEventId !== undefined && { outrightEventId: event.outrightEventId }),
  };
}

export function selectable(
  event: SportEventSummaryView,
  market: SportMarketView,
  selection: SportSelectionView,
): boolean {
  return selection.open && market.status === 'open' && !eventClosed(event, Date.now());
}

interface PriceButtonProps {
  readonly event: SportEventSummaryView;
  readonly market: SportMarketView;
  readonly selection: SportSelectionView;
  /** Carousels hand the click to the site; the sportsbook view toggles the slip. */
  readonly onOddsClick?: (eventId: number, selectionId: number) => void;
  readonly compact?: boolean;
}

export function PriceButton({ event, market, selection, onOddsClick, compact }: PriceButtonProps) {
  const { settings, slip, slipActions } = useRuntime();
  const texts = useTexts();
  const { oddsFormat } = useStore(settings);
  const { legs } = useStore(slip);
  const move = usePriceMove(selection.price);
  const enabled = selectable(event, market, selection);
  const inSlip = legs.some((leg) => leg.selectionId === selection.id);
  const price = displayPrice(selection.price, oddsFormat, texts.intl);
  const name = selection.outcome === 'draw' ? texts.draw : selection.name;
  const goToSlip = useContext(SlipFocusContext);
  const onClick = (click: MouseEvent) => {
    if (onOddsClick) return onOddsClick(event.id, selection.id);
    slipActions.toggle(legOf(event, market, selection));
    const added = slip.get().legs.some((leg) => leg.selectionId === selection.id);
    // Enter or Space make a click without a pointer (detail 0): from the keyboard the stake is the
    // next thing to fill, and it sits after every other price of the page. A tap or a mouse click
    // keeps the focus, so a phone's keyboard does not pop up over the prices.
    if (!inSlip && added && click.detail === 0) goToSlip?.(click.currentTarget as HTMLElement);
  };
  // The accessible name is the visible text plus hidden words (no aria-label): what a voice-control
  // user reads on the button ("Draw 3.66") is always part of its name.
  return (
    <button
      type="button"
      class={`price${move ? ` price-${move}` : ''}`}
      aria-pressed={onOddsClick ? undefined : inSlip}
      disabled={!enabled}
      onClick={onClick}
    >
      <span class={compact ? 'visually-hidden' : 'price-name'} dir="auto">
        {name}
      </span>{' '}
      <span class="price-value">
        {move && <span aria-hidden="true">{move === 'up' ? '▲ ' : '▼ '}</span>}
        {enabled ? price : <LockIcon />}
      </span>
      {(move || !enabled) && (
        <span class="visually-hidden">{`, ${move ? (move === 'up' ? texts.priceUp : texts.priceDown) : ''}${move && !enabled ? ', ' : ''}${enabled ? '' : texts.suspended}`}</span>
      )}
    </button>
  );
}

/** A padlock drawn, not an emoji: phones and Linux desktops without an emoji font showed a box. */
function LockIcon() {
  return (
    <svg class="price-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M5 7V5a3 3 0 0 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z"
      />
    </svg>
  );
}
