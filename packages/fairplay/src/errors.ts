/**
 * Every error this package throws is a FairplayError with a stable snake_case code, so the
 * provider can answer 422 `{ error: { code, message, fields } }` without parsing messages.
 */
export const FAIRPLAY_ERROR_CODES = [
  'invalid_server_seed',
  'invalid_client_seed',
  'invalid_nonce',
  'unknown_game',
  'invalid_params',
  'dice_target_out_of_range',
  'limbo_target_out_of_range',
  'mines_count_out_of_range',
  'mines_tile_out_of_range',
  'mines_tile_already_revealed',
  'mines_round_finished',
  'mines_nothing_revealed',
  'plinko_rows_out_of_range',
  'plinko_risk_unknown',
  'roulette_bet_invalid',
  'roulette_stake_too_large',
  'invalid_action',
  'game_round_finished',
  'blackjack_action_not_allowed',
  'keno_picks_invalid',
  'hilo_guess_impossible',
  'hilo_nothing_to_cash_out',
  'hilo_skip_limit',
  'baccarat_bet_invalid',
  'video_poker_hold_invalid',
  'invalid_amount',
  'floats_exhausted',
  'crypto_unavailable',
] as const;

export type FairplayErrorCode = (typeof FAIRPLAY_ERROR_CODES)[number];

export class FairplayError extends Error {
  override readonly name = 'FairplayError';

  constructor(
    readonly code: FairplayErrorCode,
    message: string,
    /** The parameter at fault (dotted path), when one is: feeds the HTTP error's `fields`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isFairplayError(error: unknown, code?: FairplayErrorCode): error is FairplayError {
  return error instanceof FairplayError && (code === undefined || error.code === code);
}
