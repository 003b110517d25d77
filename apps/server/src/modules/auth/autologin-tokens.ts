import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { ClientContext } from '../../http/client-context';
import { autologinTokens } from './auth.table';
import { recordSecurityEvent } from './security-events';

/** Operators choose a token's lifetime within these bounds: long enough to click, short enough to leak little. */
export const AUTOLOGIN_TOKEN_TTL_LIMITS = { minSeconds: 30, maxSeconds: 3600 } as const;

/** 256 bits: guessing is hopeless, so the per-address rate limit only curbs abuse. */
const TOKEN_BYTES = 32;

/** Only this hash is stored: a leaked table row logs nobody in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Mints a single-use auto-login token for a player (the operator API); records who asked from where. */
export async function issue(
  db: Database,
  playerId: string,
  ttlSeconds: number,
  client: ClientContext,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.transaction(async (tx) => {
    await tx.insert(autologinTokens).values({ tokenHash: hashToken(token), playerId, expiresAt });
    await recordSecurityEvent(tx, 'autologin_token_issued', playerId, client, {
      ttlSeconds,
      expiresAt: expiresAt.toISOString(),
      issuedBy: 'operator_api',
    });
  });
  return { token, expiresAt };
}

/** Spends a token: the player it was issued for, or undefined when it is unknown, used or expired. */
export async function consume(executor: Executor, token: string): Promise<string | undefined> {
  // One statement marks it used, so two requests racing with the same token cannot both win.
  const [row] = await executor
    .update(autologinTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(autologinTokens.tokenHash, hashToken(token)),
        isNull(autologinTokens.usedAt),
        gt(autologinTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ playerId: autologinTokens.playerId });
  return row?.playerId;
}
