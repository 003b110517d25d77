import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { AppError, notFound } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { SmsSender } from '../../providers/sms/sms-sender';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import { ONE_TIME_CODE_LIMITS, type AuthService, type OneTimeCodeStore } from '../auth/auth.service';
import { normalizePhoneNumber } from './phone-number';
import { phoneNotValid, type CodeSent } from './player-otp.service';
import { phoneCodeSms } from './player-messages';
import { toProfileView, type ProfileView } from './player-view';
import { players } from './player.table';

export const phoneTaken = (): AppError => {
  const message = 'This phone number belongs to another account';
  return new AppError(409, 'phone_taken', message, { phone: [message] });
};

/** Every way a code can fail (wrong, expired, used, too many attempts, another number) is one error code. */
export const invalidCode = (message: string): AppError =>
  new AppError(422, 'invalid_code', message, { code: [message] });

/**
 * A logged-in player adds or changes their phone number: a 6-digit code goes by SMS to the new
 * number, and typing it back proves the player holds that phone. The code is bound to the player
 * and the number, with the attempt limit of every typed code.
 */
export class PlayerPhoneChangeService {
  constructor(
    private readonly db: Database,
    private readonly codes: OneTimeCodeStore,
    private readonly auth: AuthService,
    private readonly sms: SmsSender,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** `POST /api/player/otp/send` with purpose 'phone-change'. */
  async sendCode(
    playerId: string,
    input: { phone: string; locale?: string | undefined },
    client: ClientContext,
  ): Promise<CodeSent> {
    const phone = normalizePhoneNumber(input.phone);
    if (phone === undefined) throw phoneNotValid();
    // Before the ownership check, which tells whether a number is registered: probing it is limited too.
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, client.ip);
    const [player] = await this.db.select({ locale: players.locale }).from(players).where(eq(players.id, playerId));
    if (!player) throw notFound('There is no such player');
    await this.ensureFree(this.db, playerId, phone);
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, phone);
    const ttlSeconds = ONE_TIME_CODE_LIMITS.typedCodeTtlSeconds;
    const { code } = await this.codes.issueTypedCode(
      { purpose: 'phone_change', target: phone, playerId, ttlSeconds },
      client,
    );
    await this.sms.send({ to: phone, text: phoneCodeSms(code, ttlSeconds, input.locale ?? player.locale) });
    return { status: 'sent', expiresInSeconds: ttlSeconds };
  }

  /** `PUT /api/player/profile/phone`: checks the code and sets the phone, confirmed; answers the profile. */
  async confirm(playerId: string, input: { phone: string; code: string }, client: ClientContext): Promise<ProfileView> {
    const phone = normalizePhoneNumber(input.phone);
    if (phone === undefined) throw phoneNotValid();
    await this.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, client.ip);
    try {
      return await this.codes.redeemTypedCode(
        { purpose: 'phone_change', playerId, code: input.code },
        client,
        async (tx, redeemed) => {
          // Throwing here undoes the redemption: the code stays usable for the number it was sent to.
          if (redeemed.target !== phone)
            throw invalidCode('This code was sent to another number. Request a code for this one.');
          return this.setPhone(tx, playerId, phone, client);
        },
      );
    } catch (error) {
      if (error instanceof AppError && error.code.startsWith('otp_')) throw invalidCode(error.message);
      // Another player confirmed the same number in the meantime.
      if (isUniqueViolation(error)) throw phoneTaken();
      throw error;
    }
  }

  private async setPhone(tx: Executor, playerId: string, phone: string, client: ClientContext): Promise<ProfileView> {
    await this.ensureFree(tx, playerId, phone);
    const [before] = await tx.select({ phone: players.phone }).from(players).where(eq(players.id, playerId));
    const [updated] = await tx
      .update(players)
      .set({ phone, phoneConfirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(players.id, playerId))
      .returning();
    if (!before || !updated) throw notFound('There is no such player');
    await this.auth.recordEvent(tx, 'phone_changed', playerId, client, { from: before.phone, to: phone });
    return toProfileView(updated);
  }

  private async ensureFree(executor: Executor, playerId: string, phone: string): Promise<void> {
    const [other] = await executor
      .select({ id: players.id })
      .from(players)
      .where(and(eq(players.phone, phone), ne(players.id, playerId)));
    if (other) throw phoneTaken();
  }
}
