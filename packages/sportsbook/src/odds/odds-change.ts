import { SportsbookError } from '../errors';
import type { Odds } from './odds';
import { compareOdds } from './odds';

/**
 * The player's odds-change preference on the slip: accept no change, accept only a better
 * (longer) price, or accept any price. Shared so the slip and the server refuse the same bets.
 */
export type OddsChangePreference = 'none' | 'higher' | 'any';
export const ODDS_CHANGE_PREFERENCES: readonly OddsChangePreference[] = ['none', 'higher', 'any'];

/** Whether a bet requested at `requested` may be accepted at the `current` price. */
export function acceptsOddsChange(preference: OddsChangePreference, requested: Odds, current: Odds): boolean {
  const change = compareOdds(current, requested);
  switch (preference) {
    case 'none':
      return change === 0;
    case 'higher':
      return change >= 0;
    case 'any':
      return true;
    default:
      throw new SportsbookError(
        'invalid_bet',
        `unknown odds-change preference "${String(preference)}"`,
        'oddsChangePreference',
      );
  }
}
