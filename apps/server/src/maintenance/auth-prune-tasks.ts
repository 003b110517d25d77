import { lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { autologinTokens, socialLoginStates } from '../modules/auth/auth.table';
import type { OneTimeCodeStore } from '../modules/auth/one-time-codes';
import type { RateLimiter } from '../security/rate-limiter';
import type { PruneTask } from './pruning';

/**
 * Expired codes are kept one more day: a reset or confirmation link opened late then still says
 * "expired, ask for a new one" rather than "not valid".
 */
export const EXPIRED_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The prune tasks of login and verification: each one idempotent DELETE of rows that can never be used again. */
export function authPruneTasks(db: Database, rateLimiter: RateLimiter, oneTimeCodes: OneTimeCodeStore): PruneTask[] {
  return [
    { name: 'one-time-codes', prune: (now) => oneTimeCodes.prune(new Date(now.getTime() - EXPIRED_CODE_RETENTION_MS)) },
    { name: 'rate-limit-windows', prune: (now) => rateLimiter.pruneEnded(now) },
    {
      name: 'social-login-states',
      prune: async (now) =>
        (
          await db
            .delete(socialLoginStates)
            .where(lt(socialLoginStates.expiresAt, now))
            .returning({ state: socialLoginStates.state })
        ).length,
    },
    {
      // A used token is also past its short expiry soon after; until then it is kept to refuse a replay.
      name: 'autologin-tokens',
      prune: async (now) =>
        (
          await db
            .delete(autologinTokens)
            .where(lt(autologinTokens.expiresAt, now))
            .returning({ tokenHash: autologinTokens.tokenHash })
        ).length,
    },
  ];
}
