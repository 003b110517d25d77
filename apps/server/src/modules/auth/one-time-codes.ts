import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import { oneTimeCodes, serverSecrets } from './auth.table';
import { recordSecurityEvent } from './security-events';

/**
 * What a code proves. Typed codes: 'registration' and 'login' (SMS to a phone), 'phone_change'
 * (SMS to the new phone of a logged-in player), 'email' (a code e-mailed to an address). Link codes: 'email_confirm', 'password_reset', and 'phone_token' (the
 * verification token a verified phone registration code is exchanged for).
 */
export type OneTimeCodePurpose =
  | 'registration'
  | 'login'
  | 'phone_change'
  | 'email'
  | 'email_confirm'
  | 'password_reset'
  | 'phone_token';

/** Limits of one-time codes, each with its reason. */
export const ONE_TIME_CODE_LIMITS = {
  /** 6 digits: easy to type from an SMS; 5 attempts leave a guesser a 1 in 200,000 chance. */
  typedCodeDigits: 6,
  typedCodeMaxAttempts: 5,
  /** Long enough to switch to the SMS or mail app and back, short enough to bound guessing. */
  typedCodeTtlSeconds: 10 * 60,
  /** Link codes carry 256 random bits: guessing is hopeless, so one "attempt" is the one use. */
  linkCodeSecretBytes: 32,
} as const;

/** A link code is the row id (16 bytes) and the secret, base64url: 64 URL-safe characters. */
const LINK_CODE = /^[A-Za-z0-9_-]{64}$/;
const UUID_BYTES = 16;
const HMAC_KEY_SECRET_NAME = 'one-time-code-hmac-key';

export interface IssuedCode {
  /** The code to send; only its hash is stored. */
  readonly code: string;
  readonly expiresAt: Date;
}

export interface RedeemedCode {
  readonly id: string;
  readonly purpose: string;
  /** The phone number or e-mail address the code went to. */
  readonly target: string;
  readonly playerId: string | null;
}

export interface IssueRequest {
  readonly purpose: OneTimeCodePurpose;
  readonly target: string;
  readonly playerId?: string | null | undefined;
  readonly ttlSeconds: number;
}

/** Which code a typed code is checked against: the latest of the purpose for the target or the player. */
export type TypedCodeLookup =
  | { readonly purpose: OneTimeCodePurpose; readonly target: string; readonly code: string }
  | { readonly purpose: OneTimeCodePurpose; readonly playerId: string; readonly code: string };

export type LinkCodeResult =
  | { readonly ok: true; readonly code: RedeemedCode }
  /** `code` is known when the link was real but is used or expired. */
  | { readonly ok: false; readonly reason: 'invalid' | 'used' | 'expired'; readonly code?: RedeemedCode };

export interface OneTimeCodeStore {
  /** A 6-digit code; older live codes of the purpose for the same player (else target) stop working. */
  issueTypedCode(request: IssueRequest, client: ClientContext | undefined, executor?: Executor): Promise<IssuedCode>;
  /** A long random code for an e-mailed link or a token; supersedes like a typed code. */
  issueLinkCode(request: IssueRequest, executor?: Executor): Promise<IssuedCode>;
  /**
   * Checks a typed code against the latest live one, counting the attempt whatever the outcome.
   * A right code is used up on the same transaction as `action`: if the action fails, the code
   * stays usable. Refuses with 422 `otp_invalid`, `otp_expired` or `otp_attempts_exceeded`.
   */
  redeemTypedCode<T>(
    lookup: TypedCodeLookup,
    client: ClientContext,
    action: (tx: Executor, code: RedeemedCode) => Promise<T>,
  ): Promise<T>;
  /** Uses up a link code on the caller's transaction; `target` must match when given. */
  redeemLinkCode(
    executor: Executor,
    purpose: OneTimeCodePurpose,
    code: string,
    target?: string,
  ): Promise<LinkCodeResult>;
  /** Ends every live code of the purpose for the player (after a password reset, its other links). */
  revokeCodes(executor: Executor, purpose: OneTimeCodePurpose, playerId: string): Promise<void>;
  /** Drops codes that expired before `olderThan`; for a periodic clean-up, not the request path. */
  prune(olderThan: Date): Promise<number>;
}

export const otpInvalid = (attemptsLeft: number): AppError => {
  const message =
    attemptsLeft > 0
      ? `The code is not correct. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`
      : 'The code is not correct. Request a new code.';
  return new AppError(422, 'otp_invalid', message, { code: [message] });
};

export const otpExpired = (): AppError => {
  const message = 'This code is no longer valid. Request a new code.';
  return new AppError(422, 'otp_expired', message, { code: [message] });
};

export const otpAttemptsExceeded = (): AppError => {
  const message = 'Too many wrong attempts. Request a new code.';
  return new AppError(422, 'otp_attempts_exceeded', message, { code: [message] });
};

/**
 * One-time codes kept only as HMAC-SHA256 hashes (keyed by a server secret, bound to purpose and
 * target), so a database leak reveals no usable code. Codes are single use and expire; typed
 * codes allow a few attempts.
 */
export async function createOneTimeCodeStore(db: Database): Promise<OneTimeCodeStore> {
  return new HashedOneTimeCodes(db, await storedHmacKey(db));
}

class HashedOneTimeCodes implements OneTimeCodeStore {
  constructor(
    private readonly db: Database,
    private readonly key: Buffer,
  ) {}

  async issueTypedCode(
    request: IssueRequest,
    client: ClientContext | undefined,
    executor?: Executor,
  ): Promise<IssuedCode> {
    const digits = ONE_TIME_CODE_LIMITS.typedCodeDigits;
    const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    return this.inTransaction(executor, async (tx) => {
      const issued = await this.insert(tx, request, randomUUID(), code, ONE_TIME_CODE_LIMITS.typedCodeMaxAttempts);
      await recordSecurityEvent(tx, 'otp_sent', request.playerId ?? null, client, { purpose: request.purpose });
      return issued;
    });
  }

  async issueLinkCode(request: IssueRequest, executor?: Executor): Promise<IssuedCode> {
    const id = randomUUID();
    const secret = randomBytes(ONE_TIME_CODE_LIMITS.linkCodeSecretBytes);
    const { expiresAt } = await this.inTransaction(executor, (tx) =>
      this.insert(tx, request, id, secret.toString('base64url'), 1),
    );
    return {
      code: Buffer.concat([Buffer.from(id.replaceAll('-', ''), 'hex'), secret]).toString('base64url'),
      expiresAt,
    };
  }

  async redeemTypedCode<T>(
    lookup: TypedCodeLookup,
    client: ClientContext,
    action: (tx: Executor, code: RedeemedCode) => Promise<T>,
  ): Promise<T> {
    const owner =
      'target' in lookup ? eq(oneTimeCodes.target, lookup.target) : eq(oneTimeCodes.playerId, lookup.playerId);
    const [latest] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, lookup.purpose), owner, isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (!latest || latest.expiresAt.getTime() <= Date.now()) throw otpExpired();
    if (latest.attempts >= latest.maxAttempts) throw otpAttemptsExceeded();
    // Count the attempt before judging it, atomically, so parallel guesses cannot exceed the limit.
    const [counted] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.id, latest.id),
          lt(oneTimeCodes.attempts, oneTimeCodes.maxAttempts),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted) throw otpAttemptsExceeded();
    if (!sameHash(latest.codeHash, this.hashOf(latest.purpose, latest.target, lookup.code))) {
      await recordSecurityEvent(this.db, 'otp_failed', latest.playerId, client, {
        purpose: latest.purpose,
        attempts: counted.attempts,
      });
      throw otpInvalid(latest.maxAttempts - counted.attempts);
    }
    return this.db.transaction(async (tx) => {
      if (!(await consume(tx, latest.id))) throw otpExpired();
      return action(tx, { id: latest.id, purpose: latest.purpose, target: latest.target, playerId: latest.playerId });
    });
  }

  async redeemLinkCode(
    executor: Executor,
    purpose: OneTimeCodePurpose,
    code: string,
    target?: string,
  ): Promise<LinkCodeResult> {
    const parts = splitLinkCode(code);
    if (!parts) return { ok: false, reason: 'invalid' };
    const [row] = await executor.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, parts.id));
    if (!row || row.purpose !== purpose || (target !== undefined && row.target !== target))
      return { ok: false, reason: 'invalid' };
    if (!sameHash(row.codeHash, this.hashOf(row.purpose, row.target, parts.secret)))
      return { ok: false, reason: 'invalid' };
    const redeemed: RedeemedCode = { id: row.id, purpose: row.purpose, target: row.target, playerId: row.playerId };
    if (row.consumedAt) return { ok: false, reason: 'used', code: redeemed };
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired', code: redeemed };
    // Conditional on still being unused: of two parallel redemptions exactly one wins.
    if (!(await consume(executor, row.id))) return { ok: false, reason: 'used', code: redeemed };
    return { ok: true, code: redeemed };
  }

  async revokeCodes(executor: Executor, purpose: OneTimeCodePurpose, playerId: string): Promise<void> {
    await executor
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.playerId, playerId), isNull(oneTimeCodes.consumedAt)),
      );
  }

  async prune(olderThan: Date): Promise<number> {
    const removed = await this.db
      .delete(oneTimeCodes)
      .where(lt(oneTimeCodes.expiresAt, olderThan))
      .returning({ id: oneTimeCodes.id });
    return removed.length;
  }

  private hashOf(purpose: string, target: string, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${target}\n${code}`).digest('hex');
  }

  private inTransaction<T>(executor: Executor | undefined, work: (tx: Executor) => Promise<T>): Promise<T> {
    return executor ? work(executor) : this.db.transaction(work);
  }

  /**
   * Stores the hash of a new code; older live codes of the purpose for the player (or, without a
   * player, for the target) stop working. Only the player's own: another player asking for a code
   * to the same address or number must not void theirs.
   */
  private async insert(
    executor: Executor,
    request: IssueRequest,
    id: string,
    code: string,
    maxAttempts: number,
  ): Promise<IssuedCode> {
    const sameOwner = request.playerId
      ? eq(oneTimeCodes.playerId, request.playerId)
      : eq(oneTimeCodes.target, request.target);
    await executor
      .update(oneTimeCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(oneTimeCodes.purpose, request.purpose), sameOwner, isNull(oneTimeCodes.consumedAt)));
    const expiresAt = new Date(Date.now() + request.ttlSeconds * 1000);
    await executor.insert(oneTimeCodes).values({
      id,
      purpose: request.purpose,
      target: request.target,
      playerId: request.playerId ?? null,
      codeHash: this.hashOf(request.purpose, request.target, code),
      maxAttempts,
      expiresAt,
    });
    return { code, expiresAt };
  }
}

async function consume(executor: Executor, id: string): Promise<boolean> {
  const used = await executor
    .update(oneTimeCodes)
    .set({ consumedAt: new Date(), verifiedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}

function splitLinkCode(code: string): { id: string; secret: string } | undefined {
  if (!LINK_CODE.test(code)) return undefined;
  const bytes = Buffer.from(code, 'base64url');
  if (bytes.length !== UUID_BYTES + ONE_TIME_CODE_LIMITS.linkCodeSecretBytes) return undefined;
  const hex = bytes.subarray(0, UUID_BYTES).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, secret: bytes.subarray(UUID_BYTES).toString('base64url') };
}

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(computed, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

async function storedHmacKey(db: Database): Promise<Buffer> {
  // Insert-if-absent, then read the one that won: every process on the database agrees on the key.
  await db
    .insert(serverSecrets)
    .values({ name: HMAC_KEY_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, HMAC_KEY_SECRET_NAME));
  if (!row) throw new Error('the one-time code key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
