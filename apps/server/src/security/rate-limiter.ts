import { createHash } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimited } from '../http/app-error';
import { rateLimitWindows } from './rate-limit.table';

export interface RateLimitRule {
  /** What is limited, e.g. 'login-failure:account'. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Rate limits of login, one-time codes, password reset and auto-login; each with its reason. */
export const RATE_LIMITS = {
  /**
   * At most 10 failed logins per account from one address in 15 minutes. Per account AND address,
   * so an attacker elsewhere can never lock the owner out (see security/login-throttle.ts).
   */
  loginFailurePerAccountAndIp: { name: 'login-failure:account-ip', limit: 10, windowSeconds: 15 * 60 },
  /** Past 10 failed logins on an account from anywhere, attempts on it are slowed down, never refused. */
  loginFailurePerAccount: { name: 'login-failure:account', limit: 10, windowSeconds: 15 * 60 },
  /** A shared address (office, mobile carrier) gets more room than one account. */
  loginFailurePerIp: { name: 'login-failure:ip', limit: 50, windowSeconds: 15 * 60 },
  otpSendPerTarget: { name: 'otp-send:target', limit: 5, windowSeconds: 60 * 60 },
  otpSendPerIp: { name: 'otp-send:ip', limit: 20, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { name: 'otp-verify:ip', limit: 30, windowSeconds: 15 * 60 },
  passwordResetPerAccount: { name: 'password-reset:account', limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { name: 'password-reset:ip', limit: 20, windowSeconds: 60 * 60 },
  autologinPerIp: { name: 'autologin:ip', limit: 20, windowSeconds: 15 * 60 },
  /** Each social login start stores a state row for 10 minutes; this caps what one address can pile up. */
  socialLoginStartPerIp: { name: 'social-login-start:ip', limit: 30, windowSeconds: 15 * 60 },
  registrationPerIp: { name: 'registration:ip', limit: 20, windowSeconds: 60 * 60 },
  /**
   * Each guest demo launch stores a launch session row; a person browsing demos opens a few a minute,
   * so 60 in 15 minutes never stops a player but caps what one address can pile up.
   */
  guestDemoLaunchPerIp: { name: 'guest-demo-launch:ip', limit: 60, windowSeconds: 15 * 60 },
  /**
   * The contact form: a person with a question sends one or two; 5 an hour from one address, one
   * player or to one mailbox stops a flood of stored messages and of acknowledgement e-mails to
   * someone else's address, without stopping a guest who corrects and resends.
   */
  contactPerIp: { name: 'contact:ip', limit: 5, windowSeconds: 60 * 60 },
  contactPerPlayer: { name: 'contact:player', limit: 5, windowSeconds: 60 * 60 },
  contactPerRecipient: { name: 'contact:recipient', limit: 5, windowSeconds: 60 * 60 },
  /**
   * The support chat: each start stores a conversation with its greeting, so one address starts at
   * most 10 an hour (a shared office or carrier address still gets room). A person chatting sends a
   * few messages a minute; 20 a minute per conversation stops a script, never a fast typist.
   * Attachments go through the document storage: 10 an hour per conversation.
   */
  supportStartPerIp: { name: 'support-start:ip', limit: 10, windowSeconds: 60 * 60 },
  supportMessagePerConversation: { name: 'support-message:conversation', limit: 20, windowSeconds: 60 },
  supportAttachmentPerConversation: { name: 'support-attachment:conversation', limit: 10, windowSeconds: 60 * 60 },
  /**
   * Each captcha challenge costs the server one key derivation; a person needs one per form sent
   * (a few more after mistakes), so 60 in 15 minutes from one address stops only a script.
   */
  captchaChallengePerIp: { name: 'captcha-challenge:ip', limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** The longest window of any rule: a window that started this long ago has ended for every rule. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule: RateLimitRule) => rule.windowSeconds),
);

/**
 * Fixed-window counters kept in the database, so every server process sees the same counts
 * and a restart forgives nothing. Counting and deciding are one statement (an upsert that
 * returns the new count): however many requests arrive at once, at most `limit` of them pass.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /** Counts an attempt and refuses it (429 with Retry-After) when it is one too many. */
  async consume(rule: RateLimitRule, subject: string): Promise<number> {
    const { hits, windowStart } = await this.hit(rule, subject);
    if (hits > rule.limit) throw rateLimited(this.secondsLeft(rule, windowStart));
    return hits;
  }

  /** Counts an attempt and returns the window's count including it, refusing nothing. */
  async hit(rule: RateLimitRule, subject: string): Promise<{ hits: number; windowStart: Date }> {
    const windowStart = this.windowStart(rule);
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ key: this.key(rule, subject), windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { hits: sql`${rateLimitWindows.hits} + 1` },
      })
      .returning({ hits: rateLimitWindows.hits });
    if (!row) throw new Error('the rate-limit window was not counted');
    return { hits: row.hits, windowStart };
  }

  /** Takes back one attempt of the current window, e.g. a login that turned out to be the owner's. */
  async refund(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db
      .update(rateLimitWindows)
      .set({ hits: sql`greatest(${rateLimitWindows.hits} - 1, 0)` })
      .where(
        and(
          eq(rateLimitWindows.key, this.key(rule, subject)),
          eq(rateLimitWindows.windowStart, this.windowStart(rule)),
        ),
      );
  }

  /**
   * Marks `subject` as used until `until` (a solved captcha, whose challenge expires then); false
   * when it already was. One insert-if-absent: of two parallel uses exactly one gets true. The
   * mark is a window starting at `until`, so the scheduled pruning drops it only after it expired.
   */
  async markOnce(name: string, subject: string, until: Date): Promise<boolean> {
    const marked = await this.db
      .insert(rateLimitWindows)
      .values({ key: this.key({ name, limit: 1, windowSeconds: 0 }, subject), windowStart: until, hits: 1 })
      .onConflictDoNothing()
      .returning({ key: rateLimitWindows.key });
    return marked.length > 0;
  }

  /** Forgets a subject's count, e.g. the failed logins of an account after a good one. */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, this.key(rule, subject)));
  }

  /**
   * Drops the windows that have ended for every rule; idempotent, so several nodes may run it.
   * For the pruning schedule (maintenance/pruning.ts), not the request path.
   */
  async pruneEnded(now: Date): Promise<number> {
    const endedBefore = new Date(now.getTime() - LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000);
    const removed = await this.db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, endedBefore))
      .returning({ key: rateLimitWindows.key });
    return removed.length;
  }

  async hits(rule: RateLimitRule, subject: string): Promise<number> {
    const [row] = await this.db
      .select({ hits: rateLimitWindows.hits })
      .from(rateLimitWindows)
      .where(
        and(
          eq(rateLimitWindows.key, this.key(rule, subject)),
          gte(rateLimitWindows.windowStart, this.windowStart(rule)),
        ),
      );
    return row?.hits ?? 0;
  }

  /** The rule's name and the subject; a subject too long for the column is hashed, never cut (cutting could merge subjects). */
  private key(rule: RateLimitRule, subject: string): string {
    const key = `${rule.name}:${subject.toLowerCase()}`;
    return key.length <= KEY_MAX_LENGTH
      ? key
      : `${rule.name}:#${createHash('sha256').update(subject.toLowerCase()).digest('hex')}`;
  }

  private windowStart(rule: RateLimitRule): Date {
    const windowMs = rule.windowSeconds * 1000;
    return new Date(Math.floor(Date.now() / windowMs) * windowMs);
  }

  private secondsLeft(rule: RateLimitRule, windowStart: Date): number {
    return (windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000;
  }
}

/** The length of rate_limit_windows.key. */
const KEY_MAX_LENGTH = 200;
