import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { validateFields } from '@casino/shared';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { MailSender } from '../../providers/mail/mail-sender';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import { ONE_TIME_CODE_LIMITS, type AuthService, type OneTimeCodeStore } from '../auth/auth.service';
import type { CodeSent } from './player-otp.service';
import { emailCodeMail, emailConfirmationMail } from './player-messages';
import { toProfileView, type ProfileView } from './player-view';
import { players } from './player.table';

/** A confirmation link stays usable for two days: players often open the mail the next day. */
const CONFIRMATION_LINK_TTL_SECONDS = 48 * 60 * 60;

type PlayerRow = typeof players.$inferSelect;

const emailAlreadyConfirmed = (): AppError =>
  new AppError(409, 'email_already_confirmed', 'This e-mail address is already confirmed');
const emailMissing = (): AppError =>
  validationFailed({ email: ['Add an e-mail address first'] }, 'The account has no e-mail address');
const emailTaken = (): AppError => validationFailed({ email: ['This e-mail is already registered'] });
const confirmCodeInvalid = (reason: 'invalid' | 'expired'): AppError => {
  const message =
    reason === 'expired'
      ? 'This confirmation link has expired. Ask for a new one.'
      : 'This confirmation link is not valid. Ask for a new one.';
  return new AppError(422, reason === 'expired' ? 'confirm_code_expired' : 'confirm_code_invalid', message, {
    confirmCode: [message],
  });
};

/**
 * E-mail confirmation (a link sent on registration and on request) and verification (a typed
 * 6-digit code for the current address or a new one, which becomes the address once confirmed).
 */
export class PlayerEmailService {
  constructor(
    private readonly db: Database,
    private readonly codes: OneTimeCodeStore,
    private readonly auth: AuthService,
    private readonly mail: MailSender,
    private readonly rateLimiter: RateLimiter,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** After an e-mail registration has committed; a failure is logged, never thrown at the new player. */
  async sendConfirmationAfterRegistration(player: { id: string; email: string | null; locale: string }): Promise<void> {
    if (!player.email) return;
    try {
      await this.sendConfirmationLink({ id: player.id, email: player.email, locale: player.locale });
    } catch (error) {
      this.log.error({ err: error, playerId: player.id }, 'the e-mail confirmation link could not be sent');
    }
  }

  /** `profile/confirmations/email/resend`: a new link, the old ones stop working. */
  async resendConfirmation(playerId: string, client: ClientContext): Promise<CodeSent> {
    const player = await this.playerById(this.db, playerId);
    if (!player.email) throw emailMissing();
    if (player.emailConfirmedAt) throw emailAlreadyConfirmed();
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, client.ip);
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, player.email);
    return this.sendConfirmationLink({ id: player.id, email: player.email, locale: player.locale });
  }

  /**
   * A 6-digit code to `newEmail` (which must be free) or to the current address. `otp/email/send`
   * sends one even to a confirmed address; `profile/email/verify/send` refuses that with 409.
   */
  async sendVerificationCode(
    playerId: string,
    newEmail: string | undefined,
    client: ClientContext,
    options: { allowConfirmed: boolean },
  ): Promise<CodeSent> {
    const player = await this.playerById(this.db, playerId);
    const target = newEmail === undefined ? player.email : await this.freeAddress(newEmail, player);
    if (!target) throw emailMissing();
    if (target === player.email && player.emailConfirmedAt && !options.allowConfirmed) throw emailAlreadyConfirmed();
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, client.ip);
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, target);
    const ttlSeconds = ONE_TIME_CODE_LIMITS.typedCodeTtlSeconds;
    const { code } = await this.codes.issueTypedCode({ purpose: 'email', target, playerId, ttlSeconds }, client);
    await this.mail.send(emailCodeMail(target, code, ttlSeconds, player.locale));
    return { status: 'sent', expiresInSeconds: ttlSeconds };
  }

  /** The typed code of the logged-in player: confirms the address it went to, switching to it if new. */
  async confirmWithCode(playerId: string, code: string, client: ClientContext): Promise<ProfileView> {
    await this.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, client.ip);
    try {
      return await this.codes.redeemTypedCode({ purpose: 'email', playerId, code }, client, async (tx, redeemed) => {
        const player = await this.playerById(tx, playerId);
        return this.confirmAddress(tx, player, redeemed.target, client);
      });
    } catch (error) {
      // Another player took the new address between the code being sent and typed in.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** The link's code: works without a login, since only the mailbox owner has it. */
  async confirmWithLink(confirmCode: string, client: ClientContext): Promise<ProfileView> {
    await this.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, client.ip);
    return this.db.transaction(async (tx) => {
      const result = await this.codes.redeemLinkCode(tx, 'email_confirm', confirmCode);
      if (!result.ok) {
        const player = result.code?.playerId ? await this.findPlayer(tx, result.code.playerId) : undefined;
        if (result.reason === 'used' && player?.emailConfirmedAt && player.email === result.code?.target)
          throw emailAlreadyConfirmed();
        throw confirmCodeInvalid(result.reason === 'expired' ? 'expired' : 'invalid');
      }
      const player = result.code.playerId ? await this.findPlayer(tx, result.code.playerId) : undefined;
      // The address changed since the link was sent: the link confirms nothing any more.
      if (!player || player.email !== result.code.target) throw confirmCodeInvalid('invalid');
      return this.confirmAddress(tx, player, result.code.target, client);
    });
  }

  private async sendConfirmationLink(player: { id: string; email: string; locale: string }): Promise<CodeSent> {
    const ttlSeconds = CONFIRMATION_LINK_TTL_SECONDS;
    const { code } = await this.codes.issueLinkCode({
      purpose: 'email_confirm',
      target: player.email,
      playerId: player.id,
      ttlSeconds,
    });
    await this.mail.send(
      emailConfirmationMail(player.email, `${this.publicUrl}/verify/${code}`, ttlSeconds, player.locale),
    );
    return { status: 'sent', expiresInSeconds: ttlSeconds };
  }

  private async confirmAddress(
    tx: Executor,
    player: PlayerRow,
    address: string,
    client: ClientContext,
  ): Promise<ProfileView> {
    const isNewAddress = address !== player.email;
    const [updated] = await tx
      .update(players)
      .set({
        email: address,
        emailConfirmedAt: !isNewAddress && player.emailConfirmedAt ? player.emailConfirmedAt : new Date(),
        updatedAt: new Date(),
      })
      .where(eq(players.id, player.id))
      .returning();
    if (!updated) throw notFound('There is no such player');
    if (isNewAddress)
      await this.auth.recordEvent(tx, 'email_changed', player.id, client, { from: player.email, to: address });
    await this.auth.recordEvent(tx, 'email_confirmed', player.id, client, { email: address });
    return toProfileView(updated);
  }

  /** A new address, checked by the shared e-mail rule and free among other players. */
  private async freeAddress(newEmail: string, player: PlayerRow): Promise<string> {
    const errors = validateFields({ email: newEmail }, ['email'], { required: ['email'] });
    if (errors.email) throw validationFailed({ email: errors.email });
    const address = newEmail.trim().toLowerCase();
    if (address === player.email) return address;
    const [owner] = await this.db.select({ id: players.id }).from(players).where(eq(players.email, address));
    if (owner) throw emailTaken();
    return address;
  }

  private async findPlayer(executor: Executor, playerId: string): Promise<PlayerRow | undefined> {
    const [player] = await executor.select().from(players).where(eq(players.id, playerId));
    return player;
  }

  private async playerById(executor: Executor, playerId: string): Promise<PlayerRow> {
    const player = await this.findPlayer(executor, playerId);
    if (!player) throw notFound('There is no such player');
    return player;
  }
}
