/**
 * Every error this package throws is a SportsbookError with a stable snake_case code, so the
 * trading server can answer 422 `{ error: { code, message, fields } }` and the bet slip can show
 * the reason, without either parsing messages.
 */
export const SPORTSBOOK_ERROR_CODES = [
  'invalid_odds',
  'invalid_odds_input',
  'invalid_probability',
  'invalid_margin',
  'invalid_line',
  'invalid_score',
  'invalid_model',
  'invalid_stake',
  'invalid_bet',
] as const;

export type SportsbookErrorCode = (typeof SPORTSBOOK_ERROR_CODES)[number];

export class SportsbookError extends Error {
  override readonly name = 'SportsbookError';

  constructor(
    readonly code: SportsbookErrorCode,
    message: string,
    /** The parameter at fault (dotted path), when one is: feeds the HTTP error's `fields`. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isSportsbookError(error: unknown, code?: SportsbookErrorCode): error is SportsbookError {
  return error instanceof SportsbookError && (code === undefined || error.code === code);
}
