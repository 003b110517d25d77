import { errors, jwtVerify, SignJWT } from 'jose';
import type { PlayerId } from '@casino/shared';
import type { Database } from '../../db/database';
import { storedServerSecret } from './server-secrets';

const SIGNING_KEY_SECRET_NAME = 'access-token-signing-key';
/** 384 bits: well above HS256's 256-bit key size. */
const SIGNING_KEY_BYTES = 48;
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  /** The player id. */
  readonly sub: PlayerId;
  /** The session id: closing the session ends the token at once. */
  readonly sid: string;
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
}

export interface AccessTokenSigner {
  issue(playerId: string, sessionId: string): Promise<{ token: string; expiresAt: Date }>;
  /**
   * The claims of a token signed by us, or undefined. `expiredToleranceSeconds` still accepts a
   * token that expired at most that long ago (a refresh of a recently expired token).
   */
  verify(token: string, options?: { expiredToleranceSeconds?: number }): Promise<AccessTokenClaims | undefined>;
}

/**
 * Uses JWT_SECRET when configured; otherwise a key made on the first start and kept in the
 * database, so tokens survive restarts and every server process on the database agrees.
 */
export async function createAccessTokenSigner(
  db: Database,
  configuredSecret: string | undefined,
  ttlSeconds: number,
): Promise<AccessTokenSigner> {
  const key = new TextEncoder().encode(
    configuredSecret ?? (await storedServerSecret(db, SIGNING_KEY_SECRET_NAME, SIGNING_KEY_BYTES)),
  );
  return {
    async issue(playerId, sessionId) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(playerId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token, options = {}) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          clockTolerance: options.expiredToleranceSeconds ?? 0,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
          return undefined;
        // The token's subject is a player id: we signed it (issue), so the brand is given back here, where it enters.
        return { sub: payload.sub as PlayerId, sid: payload.sid, exp: payload.exp };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
