/**
 * The sportsbook's public contract (issue 14): what the in-house sportsbook provider's API
 * answers to its widget (apps/sportsbook), the real-time channels it publishes on, and the start
 * parameters the site hands the widget (SPEC.md sections 3, 4, 7 and 9). One definition for the
 * server, the widget and the site.
 *
 * Money is in minor units as JSON numbers (as every other view); odds are exact ratios of
 * integers (`{ numerator: 5, denominator: 2 }` is 2.50), formatted by `@casino/sportsbook`.
 */

/** The catalogue identity of the sportsbook "game" whose start-game call hands out the widget token. */
export const SPORTSBOOK_GAME_IDENTITY = 'sportsbook';

/** Where the provider's widget API lives (same origin as the site here). */
export const SPORTSBOOK_API_BASE = '/provider/sportsbook/api';

/** Top-events carousel size (image type 2) and live-now carousel size (SPEC.md section 9). */
export const TOP_EVENTS_COUNT = 15;
export const TOP_EVENTS_IMAGE_TYPE = 2;
export const LIVE_NOW_COUNT = 7;
/** Platform start parameter: 1 mobile, 2 desktop. */
export const SportsbookPlatform = { Mobile: 1, Desktop: 2 } as const;
/** Country when neither the profile nor the request gives one. */
export const SPORTSBOOK_DEFAULT_COUNTRY = 'UA';
/** Widget culture: es-MX becomes es-ES, en-US becomes en-GB, default en-GB. */
export const SPORTSBOOK_DEFAULT_CULTURE = 'en-GB';

/** The site's locale (lower case, SPEC.md section 2) as the widget's culture. */
export function sportsbookCulture(locale: string | undefined): string {
  if (!locale) return SPORTSBOOK_DEFAULT_CULTURE;
  const [language = '', region] = locale.split('-');
  const tag = region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
  if (tag === 'es-MX') return 'es-ES';
  if (tag === 'en-US' || tag === 'en' || tag === '') return SPORTSBOOK_DEFAULT_CULTURE;
  return tag;
}

export const SPORT_EVENT_STATUSES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export type SportEventStatus = (typeof SPORT_EVENT_STATUSES)[number];

/** A match between two sides, or an outright: one market on who wins a whole competition (a knockout day). */
export const SPORT_EVENT_KINDS = ['match', 'outright'] as const;
export type SportEventKind = (typeof SPORT_EVENT_KINDS)[number];

/** Rounds of an eight-player single-elimination bracket, in the order they are played. */
export const SPORT_BRACKET_ROUNDS = ['quarter_final', 'semi_final', 'final'] as const;
export type SportBracketRound = (typeof SPORT_BRACKET_ROUNDS)[number];

export const SPORT_MARKET_KINDS = [
  'match_result',
  'match_winner',
  'total',
  'handicap',
  'both_teams_to_score',
  'outright',
] as const;
export type SportMarketKind = (typeof SPORT_MARKET_KINDS)[number];

export const SPORT_MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export type SportMarketStatus = (typeof SPORT_MARKET_STATUSES)[number];

export type SportSelectionResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export interface OddsView {
  readonly numerator: number;
  readonly denominator: number;
}

export interface SportSelectionView {
  readonly id: number;
  /** 'home' | 'draw' | 'away' | 'over' | 'under' | 'yes' | 'no', or a competitor's key in an outright. */
  readonly outcome: string;
  /** What the slip prints: a team's name, "Draw", "Over 2.5"... (English; the widget may translate by outcome). */
  readonly name: string;
  readonly price: OddsView;
  /** False while the market is suspended or settled: it cannot be added to a slip or bet. */
  readonly open: boolean;
  readonly result: SportSelectionResult | null;
}

export interface SportMarketView {
  readonly id: number;
  readonly kind: SportMarketKind;
  /** Totals and handicaps: the line (home's, for handicaps); null otherwise. */
  readonly line: number | null;
  /** "Match result", "Total goals 2.5", "Handicap -1.5"... */
  readonly name: string;
  readonly status: SportMarketStatus;
  /** Whether two selections of this market's event may share an accumulator (false: correlated markets). */
  readonly combinable: boolean;
  readonly selections: readonly SportSelectionView[];
}

export interface SportScoreView {
  readonly home: number;
  readonly away: number;
}

/** The clock of a live event: a period label and, for timed sports, the minute. */
export interface SportClockView {
  /** '1H', 'HT', '2H', 'Q1'..'Q4', 'P1'..'P3', 'OT', 'S1'..'S5' (tennis set), 'M1'.. (map), 'FT'. */
  readonly period: string;
  readonly minute: number | null;
  /** Tennis: games in the current set and the point score, e.g. "4-3 30:15". */
  readonly detail: string | null;
}

export interface SportEventSummaryView {
  readonly id: number;
  /** URL slug of the event: "north-city-fc-vs-harbour-united". */
  readonly slug: string;
  readonly sportId: number;
  readonly sportCode: string;
  readonly sportName: string;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly categorySlug: string;
  readonly championshipId: number;
  readonly championshipName: string;
  readonly championshipSlug: string;
  readonly home: string;
  readonly away: string;
  /** ISO time of kick-off. */
  readonly startsAt: string;
  readonly status: SportEventStatus;
  readonly score: SportScoreView | null;
  readonly clock: SportClockView | null;
  /** The headline market (match result or match winner) for lists and carousels; null when none is open. */
  readonly mainMarket: SportMarketView | null;
  readonly marketsCount: number;
  /** Betting paused on the whole event (a goal, a break point, the bet delay around one) until this ISO time, or null. */
  readonly suspendedUntil: string | null;
  /** Betting paused by an operator until they reopen it (no end time). */
  readonly suspendedByOperator: boolean;
  /** A match, or an outright (home is the competition's name, away "Winner"; no score or clock; one 'outright' market). */
  readonly kind: SportEventKind;
  /** A knockout bracket match's round; null otherwise. */
  readonly round: SportBracketRound | null;
  /** A knockout bracket match's outright event (who wins the day); null otherwise. */
  readonly outrightEventId: number | null;
}

/** A match of an outright's bracket, as its event page lists it. */
export interface SportBracketMatchView {
  readonly id: number;
  readonly slug: string;
  readonly round: SportBracketRound;
  /** Its place in the round from the top of the bracket (0-3 quarter-finals, 0-1 semi-finals, 0 the final). */
  readonly slot: number;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly status: SportEventStatus;
  /** Sets won, once started. */
  readonly score: SportScoreView | null;
  readonly winner: 'home' | 'away' | null;
}

export interface SportIncidentView {
  readonly minute: number | null;
  readonly type: 'goal' | 'point' | 'period' | 'red_card' | 'map';
  readonly side: 'home' | 'away' | null;
  readonly text: string;
}

export interface SportEventView extends SportEventSummaryView {
  readonly markets: readonly SportMarketView[];
  readonly incidents: readonly SportIncidentView[];
  /** An outright's bracket: the matches made so far, round by round from the top; null for a match. */
  readonly bracket: readonly SportBracketMatchView[] | null;
  /**
   * The event's version: a number that grows with every change committed (microseconds of its
   * last change). A pushed delta names the version it applies to (`previousVersion`).
   */
  readonly version: number;
}

/** Incidents an event view keeps (the latest): a delta's new ones are appended and the oldest dropped. */
export const SPORT_EVENT_MAX_INCIDENTS = 40;

/** A sport of the sports list, with its live and upcoming counts (sports without events are left out). */
export interface SportListItemView {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly liveCount: number;
  readonly upcomingCount: number;
  readonly cardImgUrl: string | null;
}

/** GET /api/game/sport/info/{id} (SPEC.md section 3 "Sport info"). */
export interface SportInfoView {
  readonly Categories: readonly {
    readonly CategoryId: number;
    readonly Name: string;
    readonly Championships: readonly { readonly ChampionshipId: number; readonly Name: string }[];
  }[];
}

export const SPORT_BET_KINDS = ['single', 'accumulator', 'system'] as const;
export type SportBetKind = (typeof SPORT_BET_KINDS)[number];

/** The slip's odds-change preference (the list of them is `ODDS_CHANGE_PREFERENCES` of @casino/sportsbook). */
export type OddsChangePreferenceView = 'none' | 'higher' | 'any';

/** POST {SPORTSBOOK_API_BASE}/bets with the widget token as bearer. */
export interface PlaceSportBetRequest {
  /** The slip's idempotency key (a UUID): sending it again answers the same bet. */
  readonly requestId: string;
  readonly kind: SportBetKind;
  /** System bets: the combination sizes (2/3 is [2]); required for 'system', absent otherwise. */
  readonly systemSizes?: readonly number[];
  /** Minor units per combination (the whole stake of a single or an accumulator). */
  readonly unitStake: number;
  /** The prices the player saw; compared with the current ones by `oddsChange`. */
  readonly legs: readonly { readonly selectionId: number; readonly price: OddsView }[];
  readonly oddsChange: OddsChangePreferenceView;
}

export const SPORT_BET_STATUSES = ['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'rejected'] as const;
export type SportBetStatus = (typeof SPORT_BET_STATUSES)[number];

export interface SportBetLegView {
  readonly selectionId: number;
  readonly eventId: number;
  readonly eventName: string;
  readonly eventSlug: string;
  readonly sportCode: string;
  readonly marketName: string;
  readonly selectionName: string;
  readonly price: OddsView;
  readonly inPlay: boolean;
  readonly result: SportSelectionResult | null;
}

export interface SportBetView {
  readonly id: number;
  readonly status: SportBetStatus;
  readonly kind: SportBetKind;
  readonly systemSizes: readonly number[] | null;
  readonly currency: string;
  readonly unitStake: number;
  readonly totalStake: number;
  /** What the bet pays if every leg wins (at the prices taken). */
  readonly potentialPayout: number;
  /** Paid so far: the settlement (or the cash-out); 0 while open. */
  readonly payout: number;
  /** Combined odds of an accumulator / the single's price; for a system, of its largest combination. */
  readonly odds: OddsView;
  readonly legs: readonly SportBetLegView[];
  readonly placedAt: string;
  readonly settledAt: string | null;
  /** Pending bets (in-play delay) are decided at this ISO time. */
  readonly acceptAt: string | null;
  /** Why a bet was refused after its delay (a price moved against the preference, a suspension). */
  readonly rejectionReason: string | null;
}

export interface CashOutOfferView {
  readonly betId: number;
  /** Minor units the player gets now; null when no offer can be made (a leg suspended, lost...). */
  readonly amount: number | null;
}

/** Public real-time channels of the sportsbook, anyone may subscribe (even guests). */
export const SPORT_EVENT_CHANNEL_NAMESPACE = 'sport:event';
/** Every change of event lists: an event going live, ending, its score (for the lists and carousels). */
export const SPORT_LIVE_CHANNEL = 'sport:live';

/** `sport:event#{eventId}`: the event's score, clock, status and every market change. */
export function sportEventChannel(eventId: number): string {
  return `${SPORT_EVENT_CHANNEL_NAMESPACE}#${eventId}`;
}

/** A structural change (markets made or settled, the event's status, a suspension...): the whole view (a few kB). */
export interface SportEventUpdatedPush {
  readonly type: 'event.updated';
  readonly event: SportEventView;
}

/** A changed selection of an event delta: its price and whether it can be bet on now, as the view shows them. */
export interface SportSelectionDelta {
  readonly id: number;
  readonly price: OddsView;
  readonly open: boolean;
  readonly result: SportSelectionResult | null;
}

/** A market whose status changed (suspended or reopened by a trader). */
export interface SportMarketDelta {
  readonly id: number;
  readonly status: SportMarketStatus;
}

/** The score, clock and pause of a match in play after one step of the feed. */
export interface SportEventLiveDelta {
  readonly score: SportScoreView | null;
  readonly clock: SportClockView | null;
  readonly suspendedUntil: string | null;
}

/**
 * A price or status change of selections only (a trader's price, a step of a match in play): the
 * changed selections and markets, and for a step its score, clock and new incidents. It applies
 * to the view of `previousVersion` and makes the view of `version`; a client holding another
 * version missed one and reads the view again (`applySportEventDelta`).
 */
export interface SportEventDeltaPush {
  readonly type: 'event.delta';
  readonly eventId: number;
  readonly version: number;
  readonly previousVersion: number;
  readonly selections: readonly SportSelectionDelta[];
  readonly markets: readonly SportMarketDelta[];
  readonly live?: SportEventLiveDelta;
  /** New incidents, in order, appended to the view's (which keeps the latest SPORT_EVENT_MAX_INCIDENTS). */
  readonly incidents?: readonly SportIncidentView[];
}

/** What `sport:event#{id}` carries after each change: the whole view, or a delta of it. */
export type SportEventPush = SportEventUpdatedPush | SportEventDeltaPush;

/**
 * The view of a delta's version made from the view it applies to; undefined when `view` is not of
 * the delta's `previousVersion` (a push was missed, or the view is newer): read the view again
 * unless it is newer already. Selections of the headline market change with the markets list.
 */
export function applySportEventDelta(view: SportEventView, delta: SportEventDeltaPush): SportEventView | undefined {
  if (view.id !== delta.eventId || view.version !== delta.previousVersion) return undefined;
  const selections = new Map(delta.selections.map((selection) => [selection.id, selection]));
  const statuses = new Map(delta.markets.map((market) => [market.id, market.status]));
  const applyMarket = (market: SportMarketView): SportMarketView => {
    const status = statuses.get(market.id) ?? market.status;
    const changed = market.selections.some((selection) => selections.has(selection.id));
    if (!changed && status === market.status) return market;
    const marketSelections = changed
      ? market.selections.map((selection) => {
          const update = selections.get(selection.id);
          return update ? { ...selection, price: update.price, open: update.open, result: update.result } : selection;
        })
      : market.selections;
    return { ...market, status, selections: marketSelections };
  };
  const incidents = delta.incidents?.length
    ? [...view.incidents, ...delta.incidents].slice(-SPORT_EVENT_MAX_INCIDENTS)
    : view.incidents;
  return {
    ...view,
    ...(delta.live ?? {}),
    mainMarket: view.mainMarket && applyMarket(view.mainMarket),
    markets: view.markets.map(applyMarket),
    incidents,
    version: delta.version,
  };
}

/** What `sport:live` carries: the changed event's summary. */
export interface SportLivePush {
  readonly type: 'event.summary';
  readonly event: SportEventSummaryView;
}

/** Pushed on `game:bets#{playerId}` (SPEC.md section 7): a bet placed, accepted, rejected or settled. */
export interface SportBetPush {
  readonly type: 'bet.placebet' | 'bet.updated';
  readonly bet: SportBetView;
}

/**
 * A bet the book settled as won that paid back less than its stake (a half-lost quarter line, a
 * system with one winning combination): "won" on the book's side, but the player did not come out
 * ahead, so the widget and the site's bets history call it "part returned".
 */
export function isPartReturn(bet: { readonly won: boolean; readonly payout: number; readonly stake: number }): boolean {
  return bet.won && bet.payout < bet.stake;
}
