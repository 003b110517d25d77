import { eq } from 'drizzle-orm';
import { PlayerStatus, validateFields } from '@casino/shared';
import type { Database } from '../../db/database';
import { AppError, validationFailed } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { MailSender } from '../../providers/mail/mail-sender';
import type { JobKind } from '../../jobs/job-kind';
import type { JobQueue } from '../../jobs/job-queue';
import { LoginThrottle } from '../../security/login-throttle';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { AuthService, OneTimeCodeStore } from '../auth/auth.service';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './password';
import { passwordResetMail } from './player-messages';
import { players } from './player.table';

/** A reset link works for an hour and once: long enough to read the mail, short if it leaks. */
const RESET_LINK_TTL_SECONDS = 60 * 60;

export interface PasswordResetConfirmation {
  readonly resetCode: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** The mail job's data: the address as asked for, and who asked (for the security event). */
interface ResetMailRequest {
  readonly address: string;
  readonly client: ClientContext;
}

/** A mail server away is tried again after about 10, 20, 40 s...; after 6 tries the job is dead (the operator sees it). */
const RESET_MAIL_RETRY = { limit: 5, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 } as const;
/** Looking up the account, issuing the link and handing the mail over: seconds at most. */
const RESET_MAIL_TIMEOUT_SECONDS = 120;

const resetCodeInvalid = (reason: 'invalid' | 'used' | 'expired'): AppError => {
  const message =
    reason === 'expired'
      ? 'This reset link has expired. Ask for a new one.'
      : 'This reset link is not valid or was already used. Ask for a new one.';
  return new AppError(422, reason === 'expired' ? 'reset_code_expired' : 'reset_code_invalid', message, {
    resetCode: [message],
  });
};

/**
 * Password reset by an e-mailed link. Asking answers alike whether or not the address has an
 * account; confirming sets the password and closes every session of the player.
 */
export class PlayerPasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly codes: OneTimeCodeStore,
    private readonly auth: AuthService,
    private readonly mail: MailSender,
    private readonly rateLimiter: RateLimiter,
    private readonly publicUrl: string,
    private readonly jobs: JobQueue,
  ) {
    this.mailJob = jobs.define({
      name: 'player.password-reset-mail',
      retry: RESET_MAIL_RETRY,
      timeoutSeconds: RESET_MAIL_TIMEOUT_SECONDS,
      run: ({ address, client }) => this.sendResetLink(address, client),
    });
  }

  private readonly mailJob: JobKind<ResetMailRequest>;

  /**
   * Answers at once and alike for every address: it enqueues the same job either way, and the
   * account lookup, the link and the mail happen in that job, after the answer. So neither the
   * answer nor its timing says whether the address has an account.
   */
  async requestReset(email: string, client: ClientContext): Promise<void> {
    const errors = validateFields({ email }, ['email'], { required: ['email'] });
    if (errors.email) throw validationFailed({ email: errors.email });
    const address = email.trim().toLowerCase();
    // Counted for unknown addresses too, so the limits answer alike and reveal nothing either.
    await this.rateLimiter.consume(RATE_LIMITS.passwordResetPerIp, client.ip);
    await this.rateLimiter.consume(RATE_LIMITS.passwordResetPerAccount, address);
    await this.jobs.enqueue(this.mailJob, { address, client });
  }

  /**
   * The job: a link for the account of `address`, if there is one. A retry after the mail failed
   * issues a fresh link (the earlier one was never seen), so only the mailed link is of use.
   */
  private async sendResetLink(address: string, client: ClientContext): Promise<void> {
    const [player] = await this.db.select().from(players).where(eq(players.email, address));
    if (!player || player.status === PlayerStatus.Closed) return;
    const { code } = await this.db.transaction(async (tx) => {
      const issued = await this.codes.issueLinkCode(
        { purpose: 'password_reset', target: address, playerId: player.id, ttlSeconds: RESET_LINK_TTL_SECONDS },
        tx,
      );
      await this.auth.recordEvent(tx, 'password_reset_requested', player.id, client);
      return issued;
    });
    await this.mail.send(
      passwordResetMail(address, `${this.publicUrl}/password-reset/${code}`, RESET_LINK_TTL_SECONDS, player.locale),
    );
  }

  async confirmReset(input: PasswordResetConfirmation, client: ClientContext): Promise<void> {
    await this.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, client.ip);
    const errors = validateFields({ ...input }, ['password', 'password_confirmation'], {
      required: ['password', 'password_confirmation'],
    });
    if (!errors.password && isCommonPassword(input.password)) errors.password = [COMMON_PASSWORD_MESSAGE];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    // Hashing is slow on purpose: done before the transaction, which then stays short.
    const passwordHash = await hashPassword(input.password);
    const email = await this.db.transaction(async (tx) => {
      const result = await this.codes.redeemLinkCode(tx, 'password_reset', input.resetCode);
      if (!result.ok) throw resetCodeInvalid(result.reason);
      const { playerId, target } = result.code;
      const [player] = playerId ? await tx.select().from(players).where(eq(players.id, playerId)) : [];
      // The address changed since the link was sent: it no longer proves the account's mailbox.
      if (!player || player.email !== target) throw resetCodeInvalid('invalid');
      await tx
        .update(players)
        // Opening the link proved the mailbox, so the address counts as confirmed too.
        .set({ passwordHash, emailConfirmedAt: player.emailConfirmedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(players.id, player.id));
      await this.codes.revokeCodes(tx, 'password_reset', player.id);
      const closedSessions = await this.auth.closeAllSessions(tx, player.id, 'password_reset');
      await this.auth.recordEvent(tx, 'password_reset', player.id, client, { closedSessions });
      return target;
    });
    // The owner has proved the mailbox: failed logins of the old password no longer slow them down.
    await new LoginThrottle(this.rateLimiter).forgive(email, client.ip);
  }
}
