import { HttpError } from './http';
import { pathTo } from '@/config/paths';

/** The server's codes for a player on a cooling-off or a self-exclusion (responsible gaming). */
const BREAK_CODES: ReadonlySet<string> = new Set(['cooling_off', 'self_excluded']);

/** The limits page, where a player sees their break and when it ends. */
export const LIMITS_PAGE_PATH = pathTo('/profile/limits');

/**
 * A refusal because the player is on a break (a game launch, a bonus code, a cashback, the
 * sportsbook): the server's message, already in the page's language, says until when. Anything
 * else answers undefined, and the caller shows its own words.
 */
export function breakRefusalMessage(error: unknown): string | undefined {
  return error instanceof HttpError && error.code !== undefined && BREAK_CODES.has(error.code)
    ? error.message
    : undefined;
}
