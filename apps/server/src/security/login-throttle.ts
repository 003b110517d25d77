import { RATE_LIMITS, type RateLimiter } from './rate-limiter';

/**
 * How long a login attempt waits once its account has had more failures than
 * `loginFailurePerAccount` allows, from any address: about the time a person takes to type the
 * password again, so the owner hardly notices, while every guess costs an attacker a held connection.
 */
export const ACCOUNT_SLOWDOWN_DELAY_MS = 1000;

/**
 * Password-login limits. Every attempt is counted BEFORE its password is checked, in one atomic
 * statement per counter, so a burst can never have more passwords checked than the limits allow:
 * - per account and address (10 in 15 min): refused past it, so one address cannot go on guessing;
 * - per address (50 in 15 min): refused past it, so one address cannot spray many accounts;
 * - per account from anywhere (10 in 15 min): only slowed down past it. Refusing here would let
 *   anyone lock the owner out by typing wrong passwords for their e-mail.
 * A successful login takes its attempt back (and clears its account-and-address count), so the
 * counters hold failures, not logins.
 */
export class LoginThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Counts a login attempt on `account` from `ip`; throws 429 when it may not check a password. */
  async admit(account: string, ip: string): Promise<void> {
    await this.limiter.consume(RATE_LIMITS.loginFailurePerAccountAndIp, accountAndAddress(account, ip));
    await this.limiter.consume(RATE_LIMITS.loginFailurePerIp, ip);
    const { hits } = await this.limiter.hit(RATE_LIMITS.loginFailurePerAccount, account);
    if (hits > RATE_LIMITS.loginFailurePerAccount.limit) await this.pause(ACCOUNT_SLOWDOWN_DELAY_MS);
  }

  /** The password was right: the attempt was no failure. */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.limiter.reset(RATE_LIMITS.loginFailurePerAccountAndIp, accountAndAddress(account, ip));
    await this.limiter.refund(RATE_LIMITS.loginFailurePerIp, ip);
    await this.limiter.refund(RATE_LIMITS.loginFailurePerAccount, account);
  }

  /**
   * The owner proved the account another way (a password reset link): forget the failures that
   * slow the account down and the ones of the owner's own address.
   */
  async forgive(account: string, ip: string): Promise<void> {
    await this.limiter.reset(RATE_LIMITS.loginFailurePerAccountAndIp, accountAndAddress(account, ip));
    await this.limiter.reset(RATE_LIMITS.loginFailurePerAccount, account);
  }
}

/** The address first: it is short, so even a very long account name keeps the pair distinct. */
function accountAndAddress(account: string, ip: string): string {
  return `${ip}|${account}`;
}
