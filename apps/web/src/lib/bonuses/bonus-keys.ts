/**
 * Query keys of the bonus calls. Everything about the player's own bonuses sits under 'player'
 * (logout removes those queries: app/session/session-actions.ts); the offers anyone may see sit
 * under 'bonus-offers', keyed by who asks, since a player sees only those they may take now.
 */
export const PLAYER_BONUSES_ROOT = ['player', 'bonuses'] as const;
export const BONUS_OFFERS_ROOT = 'bonus-offers';

export const bonusKeys = {
  /** Every query the bonus pushes refresh: the player's bonuses, spins, codes, cashback, and the offers. */
  player: PLAYER_BONUSES_ROOT,
  playerBonuses: (statuses: readonly number[], currency: string | undefined) =>
    [...PLAYER_BONUSES_ROOT, 'player-bonuses', statuses.join(','), currency ?? ''] as const,
  freespins: (statuses: readonly number[], currency: string | undefined) =>
    [...PLAYER_BONUSES_ROOT, 'player-freespins', statuses.join(','), currency ?? ''] as const,
  codes: (trigger: string) => [...PLAYER_BONUSES_ROOT, 'bonuscodes', trigger] as const,
  cashback: (currency: string) => [...PLAYER_BONUSES_ROOT, 'cashback', currency] as const,
  availability: (bonusIds: readonly number[], currency: string) =>
    [...PLAYER_BONUSES_ROOT, 'status', bonusIds.join(','), currency] as const,
  offers: (isLoggedIn: boolean, currency: string, amount: number | undefined) =>
    [BONUS_OFFERS_ROOT, isLoggedIn ? 'player' : 'guest', currency, amount ?? ''] as const,
  package: (isLoggedIn: boolean) => [BONUS_OFFERS_ROOT, isLoggedIn ? 'player' : 'guest', 'package'] as const,
  offer: (pageIdentity: string, currency: string) => [BONUS_OFFERS_ROOT, 'offer', pageIdentity, currency] as const,
};
