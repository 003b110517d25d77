/**
 * Every visible text of the widget, keyed by culture; a culture without its own map (or a text
 * missing from it) falls back to English. `{name}` placeholders are filled by `format`.
 */
const en = {
  widgetLabel: 'Sportsbook',
  navOverview: 'Overview',
  navLive: 'Live',
  navSearch: 'Search',
  navBets: 'My bets',
  sports: 'Sports',
  liveNow: 'Live now',
  upcoming: 'Upcoming',
  liveCount: '{count} live',
  noEvents: 'No events right now.',
  loading: 'Loading…',
  loadFailed: 'Could not load this. Try again.',
  retry: 'Try again',
  back: 'Back',
  allCategories: 'All',
  filters: 'Competitions',
  markets: '{count} markets',
  marketsOne: '1 market',
  suspended: 'Suspended',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
  incidents: 'Incidents',
  noMarkets: 'No markets open.',
  kind_match_result: 'Match result',
  kind_match_winner: 'Winner',
  kind_total: 'Totals',
  kind_handicap: 'Handicap',
  kind_both_teams_to_score: 'Both teams to score',
  kind_outright: 'Outright',
  searchLabel: 'Search teams and competitions',
  searchPlaceholder: 'Team or competition',
  searchHint: 'Type at least 2 letters.',
  searchNone: 'Nothing found for “{query}”.',
  openBets: 'Open',
  settledBets: 'Settled',
  noBets: 'No bets here yet.',
  signInForBets: 'Sign in to see your bets.',
  stake: 'Stake',
  odds: 'Odds',
  potentialPayout: 'Potential payout',
  payout: 'Payout',
  placedAt: 'Placed {time}',
  status_pending: 'Accepting…',
  status_open: 'Open',
  status_won: 'Won',
  status_lost: 'Lost',
  status_void: 'Void',
  status_cashed_out: 'Cashed out',
  status_rejected: 'Rejected',
  cashOut: 'Cash out {amount}',
  cashOutCheck: 'Cash-out offer',
  cashOutNone: 'No cash-out offer right now.',
  cashOutChanged: 'The offer changed: now {amount}.',
  cashOutDone: 'Cashed out for {amount}.',
  slip: 'Bet slip',
  slipOpen: 'Open bet slip, {count} selections',
  slipClose: 'Close bet slip',
  slipEmpty: 'Click a price to add a selection.',
  removeLeg: 'Remove {name}',
  clearSlip: 'Clear all',
  kindSingle: 'Single',
  kindAccumulator: 'Accumulator',
  kindSystem: 'System',
  betKind: 'Bet type',
  systemSize: 'Combinations',
  systemOf: '{size} of {count} ({combinations} bets)',
  totalStake: 'Total stake {amount}',
  notCombinable: 'Some selections come from the same event and cannot be combined.',
  stakeLabel: 'Stake ({currency})',
  stakeEmpty: 'Enter a stake.',
  stakeInvalid: 'The stake is a plain number, like 2.50.',
  stakeTooPrecise: 'At most {digits} decimals.',
  oddsChangeLabel: 'When odds change',
  oddsChange_none: 'Ask me',
  oddsChange_higher: 'Accept higher odds',
  oddsChange_any: 'Accept any odds',
  priceChanged: 'Prices changed. Check them and accept to continue.',
  acceptChanges: 'Accept new prices',
  selectionClosed: 'A selection is closed. Remove it to continue.',
  placeBet: 'Place bet',
  placing: 'Placing…',
  accepting: 'Accepting…',
  signInToBet: 'Sign in to bet',
  betPlaced: 'Bet placed.',
  betRejected: 'The bet was not accepted: {reason}',
  betStillPending: 'The bet is still being checked. See My bets.',
  balance: 'Balance {amount}',
  priceUp: 'price up',
  priceDown: 'price down',
  error_network: 'No connection. Try again.',
  error_unknown: 'Something went wrong. Try again.',
  topEvents: 'Top events',
  draw: 'Draw',
};

export type TextKey = keyof typeof en;
export type Texts = Readonly<Record<TextKey, string>>;

/** More languages arrive later: a map per culture ('de-DE') or language ('de'), partial is fine. */
const TEXTS: Readonly<Record<string, Partial<Texts>>> = { en };

/** The texts of a culture: exact culture, then its language, then English for anything missing. */
export function textsFor(culture: string): Texts {
  const language = culture.split('-')[0]?.toLowerCase() ?? 'en';
  return { ...en, ...TEXTS[language], ...TEXTS[culture] };
}

/** Fills `{name}` placeholders; an unknown one stays as it is, so a missing value is visible, not blank. */
export function format(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
