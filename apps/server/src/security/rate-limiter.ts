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
  /** At most 10 failed logins per account in 15 minutes. */
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
} as const satisfies Record<string, RateLimitRule>;

/**
 * Fixed-window counters kept in the database, so every server process sees the same counts
 * and a restart forgives nothing. `check` refuses with 429 (and Retry-After) when a window is
 * full; `record` counts one attempt.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async check(rule: RateLimitRule, subject: string): Promise<void> {
    const windowStart = this.windowStart(rule);
    const [row] = await this.db
      .select({ hits: rateLimitWindows.hits })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.key, this.key(rule, subject)), eq(rateLimitWindows.windowStart, windowStart)));
    if ((row?.hits ?? 0) >= rule.limit) throw rateLimited(this.secondsLeft(rule, windowStart));
  }

  async record(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db
      .insert(rateLimitWindows)
      .values({ key: this.key(rule, subject), windowStart: this.windowStart(rule), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { hits: sql`${rateLimitWindows.hits} + 1` },
      });
  }

  /** Counts an attempt and refuses it when it is one too many. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    await this.check(rule, subject);
    await this.record(rule, subject);
  }

  /** Forgets a subject's count, e.g. the failed logins of an account after a good one. */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, this.key(rule, subject)));
  }

  /** Drops windows that ended long ago; called now and then, not on the request path. */
  async prune(olderThan: Date): Promise<void> {
    await this.db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, olderThan));
  }

  async hits(rule: RateLimitRule, subject: string): Promise<number> {
    const [row] = await this.db
      .select({ hits: rateLimitWindows.hits })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.key, this.key(rule, subject)), gte(rateLimitWindows.windowStart, this.windowStart(rule))));
    return row?.hits ?? 0;
  }

  private key(rule: RateLimitRule, subject: string): string {
    return `${rule.name}:${subject.toLowerCase()}`.slice(0, 200);
  }

  private windowStart(rule: RateLimitRule): Date {
    const windowMs = rule.windowSeconds * 1000;
    return new Date(Math.floor(Date.now() / windowMs) * windowMs);
  }

  private secondsLeft(rule: RateLimitRule, windowStart: Date): number {
    return (windowStart.getTime() + rule.windowSeconds * 1000 - Date.now()) / 1000;
  }
}
