/**
 * The bet slip's rules as pure functions over plain values: which bet kinds the selections allow,
 * what the bet pays, whether a moved price needs the player's consent, and the request that is
 * sent. The payout maths is @casino/sportsbook's, the same code that settles the bet on the server,
 * so the slip never promises a cent more or less than is paid.
 */
import type { OddsChangePreferenceView, OddsView, PlaceSportBetRequest, SportBetKind } from '@casino/shared';
import type { Bet } from '@casino/sportsbook';
import {
  MAX_ACCUMULATOR_LEGS,
  MAX_SYSTEM_LEGS,
  acceptsOddsChange,
  combineOdds,
  isSportsbookError,
  oddsEqual,
  potentialPayoutMinor,
  totalStakeMinor,
} from '@casino/sportsbook';

export interface SlipLeg {
  readonly selectionId: number;
  readonly eventId: number;
  readonly eventName: string;
  readonly marketId: number;
  readonly marketName: string;
  readonly selectionName: string;
  /** Whether the market may share an accumulator with another market of the same event. */
  readonly combinable: boolean;
  /** The price the player accepted: the one sent with the bet. */
  readonly price: OddsView;
  /** The latest pushed price; differs from `price` until the change is accepted. */
  readonly livePrice: OddsView;
  /** False while the selection, its market or its event is suspended or closed. */
  readonly open: boolean;
  /** A knockout bracket match's outright event: the two are never combined. */
  readonly outrightEventId?: number;
}

/** Adds a selection; the same one again removes it, and a second selection of one market replaces the first (they exclude each other). */
export function toggleLeg(legs: readonly SlipLeg[], leg: SlipLeg): SlipLeg[] {
  if (legs.some((existing) => existing.selectionId === leg.selectionId))
    return legs.filter((existing) => existing.selectionId !== leg.selectionId);
  return [...legs.filter((existing) => existing.marketId !== leg.marketId), leg];
}

/**
 * Two legs of one event may be combined only when every market involved allows it (correlated
 * outcomes otherwise); a tournament's winner never with one of its own bracket's matches.
 */
export function hasConflict(legs: readonly SlipLeg[]): boolean {
  const byEvent = new Map<number, SlipLeg[]>();
  for (const leg of legs) byEvent.set(leg.eventId, [...(byEvent.get(leg.eventId) ?? []), leg]);
  if (legs.some((leg) => leg.outrightEventId !== undefined && byEvent.has(leg.outrightEventId))) return true;
  return [...byEvent.values()].some((group) => group.length > 1 && group.some((leg) => !leg.combinable));
}

/** The kinds the selections allow: one leg is a single; 2+ combinable legs an accumulator; 3+ also a system. */
export function allowedKinds(legs: readonly SlipLeg[]): SportBetKind[] {
  if (legs.length === 0) return [];
  if (legs.length === 1) return ['single'];
  if (hasConflict(legs)) return [];
  const kinds: SportBetKind[] = [];
  if (legs.length <= MAX_ACCUMULATOR_LEGS) kinds.push('accumulator');
  if (legs.length >= 3 && legs.length <= MAX_SYSTEM_LEGS) kinds.push('system');
  return kinds;
}

/** Keeps the player's kind while the selections allow it, else the first allowed (a second leg turns a single into an accumulator). */
export function chooseKind(legs: readonly SlipLeg[], preferred: SportBetKind): SportBetKind | null {
  const kinds = allowedKinds(legs);
  return kinds.includes(preferred) ? preferred : (kinds[0] ?? null);
}

/** System sizes offered for n legs: doubles [2], trebles [3] ... up to n - 1 (n of n is the accumulator). */
export function systemSizeOptions(legCount: number): number[] {
  const sizes: number[] = [];
  for (let size = 2; size < legCount; size += 1) sizes.push(size);
  return sizes;
}

export function chooseSystemSize(legCount: number, preferred: number): number {
  const sizes = systemSizeOptions(legCount);
  return sizes.includes(preferred) ? preferred : (sizes[0] ?? 2);
}

/** Whether the leg's moved price may be bet under the preference without asking the player. */
export function legAccepts(leg: SlipLeg, preference: OddsChangePreferenceView): boolean {
  return acceptsOddsChange(preference, leg.price, leg.livePrice);
}

export function needsAcceptance(legs: readonly SlipLeg[], preference: OddsChangePreferenceView): boolean {
  return legs.some((leg) => !legAccepts(leg, preference));
}

/** The player accepted the moved prices: they become the requested ones. */
export function acceptPrices(legs: readonly SlipLeg[]): SlipLeg[] {
  return legs.map((leg) => (leg.price === leg.livePrice ? leg : { ...leg, price: leg.livePrice }));
}

/** A pushed event moved a leg's price or closed it; untouched legs keep their identity. */
export function updateLeg(
  legs: readonly SlipLeg[],
  selectionId: number,
  livePrice: OddsView,
  open: boolean,
): SlipLeg[] {
  return legs.map((leg) => {
    if (leg.selectionId !== selectionId) return leg;
    const samePrice = oddsEqual(leg.livePrice, livePrice);
    return samePrice && leg.open === open ? leg : { ...leg, livePrice: samePrice ? leg.livePrice : livePrice, open };
  });
}

/** The price each leg would be taken at: the live one where the preference accepts it, else the requested one. */
export function effectivePrices(legs: readonly SlipLeg[], preference: OddsChangePreferenceView): OddsView[] {
  return legs.map((leg) => (legAccepts(leg, preference) ? leg.livePrice : leg.price));
}

function betOf(kind: SportBetKind, prices: readonly OddsView[], unitStakeMinor: bigint, systemSize: number): Bet {
  return {
    kind,
    legs: prices.map((price) => ({ odds: price, result: 'open' as const })),
    unitStakeMinor,
    ...(kind === 'system' && { sizes: [systemSize] }),
  };
}

export interface SlipTotals {
  readonly totalStakeMinor: bigint;
  readonly potentialPayoutMinor: bigint;
}

/** Total stake (unit x combinations) and what the bet pays if every leg wins; null when the bet is not valid yet. */
export function slipTotals(
  kind: SportBetKind,
  prices: readonly OddsView[],
  unitStakeMinor: bigint,
  systemSize: number,
): SlipTotals | null {
  try {
    const bet = betOf(kind, prices, unitStakeMinor, systemSize);
    return { totalStakeMinor: totalStakeMinor(bet), potentialPayoutMinor: potentialPayoutMinor(bet) };
  } catch (error) {
    if (isSportsbookError(error)) return null;
    throw error;
  }
}

/** The combined odds shown for an accumulator (exact; formatted like any price). */
export function combinedPrice(prices: readonly OddsView[]): { numerator: bigint; denominator: bigint } {
  return combineOdds(prices);
}

export function placeBetRequest(input: {
  readonly requestId: string;
  readonly kind: SportBetKind;
  readonly systemSize: number;
  readonly unitStakeMinor: bigint;
  readonly legs: readonly SlipLeg[];
  readonly oddsChange: OddsChangePreferenceView;
}): PlaceSportBetRequest {
  return {
    requestId: input.requestId,
    kind: input.kind,
    ...(input.kind === 'system' && { systemSizes: [input.systemSize] }),
    unitStake: Number(input.unitStakeMinor),
    legs: input.legs.map((leg) => ({
      selectionId: leg.selectionId,
      price: { numerator: leg.price.numerator, denominator: leg.price.denominator },
    })),
    oddsChange: input.oddsChange,
  };
}

/** Why the slip cannot be placed yet (first reason only), or null when it can. */
export type SlipBlocker = 'empty' | 'not-combinable' | 'closed' | 'needs-accept';

export function slipBlocker(legs: readonly SlipLeg[], preference: OddsChangePreferenceView): SlipBlocker | null {
  if (legs.length === 0) return 'empty';
  if (allowedKinds(legs).length === 0) return 'not-combinable';
  if (legs.some((leg) => !leg.open)) return 'closed';
  if (needsAcceptance(legs, preference)) return 'needs-accept';
  return null;
}

/** How many bets "k of n" makes: C(n, k). */
export function systemBetCount(legCount: number, size: number): number {
  let count = 1;
  for (let index = 1; index <= size; index += 1) count = (count * (legCount - size + index)) / index;
  return Math.round(count);
}
