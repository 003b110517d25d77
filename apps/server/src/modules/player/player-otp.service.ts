import { eq } from 'drizzle-orm';
import { PlayerStatus, type CodeSent, type PhoneVerified } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { AppError, forbidden, validationFailed } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { SmsSender } from '../../providers/sms/sms-sender';
import { LoginThrottle } from '../../security/login-throttle';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import { ONE_TIME_CODE_LIMITS, type AuthService, type OneTimeCodeStore } from '../auth/auth.service';
import { normalizePhoneNumber } from './phone-number';
import type { PhoneVerification } from './phone-registration';
import { phoneCodeSms } from './player-messages';
import { toProfileView, type ProfileView } from './player-view';
import { players } from './player.table';

export type PhoneCodePurpose = 'registration' | 'login';

/** Time to fill in the registration form after verifying the phone; the token is single use. */
const PHONE_TOKEN_TTL_SECONDS = 30 * 60;

export type { CodeSent, PhoneVerified };

export interface PhoneLogin {
  readonly accessToken: string;
  readonly profile: ProfileView;
}

export const phoneNotValid = (): AppError => validationFailed({ phone: ['Value is not a valid phone number'] });

/**
 * Phone one-time codes: sent by SMS for registration or a password-less login, verified with a
 * limited number of attempts. A registration code is exchanged for a verification token; a
 * login code logs the player in.
 */
export class PlayerOtpService implements PhoneVerification {
  /** The password sign-in's counters (kept by the rate limiter): one lock-out for both ways in. */
  private readonly loginThrottle: LoginThrottle;

  constructor(
    private readonly codes: OneTimeCodeStore,
    private readonly auth: AuthService,
    private readonly sms: SmsSender,
    private readonly rateLimiter: RateLimiter,
  ) {
    this.loginThrottle = new LoginThrottle(rateLimiter);
  }

  /** Sends a code whether or not the phone has an account, so the answer reveals neither. */
  async sendPhoneCode(
    input: { phone: string; purpose: PhoneCodePurpose; locale?: string | undefined },
    client: ClientContext,
  ): Promise<CodeSent> {
    const phone = normalizePhoneNumber(input.phone);
    if (phone === undefined) throw phoneNotValid();
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerIp, client.ip);
    await this.rateLimiter.consume(RATE_LIMITS.otpSendPerTarget, phone);
    const ttlSeconds = ONE_TIME_CODE_LIMITS.typedCodeTtlSeconds;
    const { code } = await this.codes.issueTypedCode({ purpose: input.purpose, target: phone, ttlSeconds }, client);
    await this.sms.send({ to: phone, text: phoneCodeSms(code, ttlSeconds, input.locale) });
    return { status: 'sent', expiresInSeconds: ttlSeconds };
  }

  async verifyPhoneCode(
    input: { phone: string; code: string; purpose: PhoneCodePurpose; fingerprint?: string | undefined },
    client: ClientContext,
  ): Promise<PhoneVerified | PhoneLogin> {
    const phone = normalizePhoneNumber(input.phone);
    if (phone === undefined) throw phoneNotValid();
    await this.rateLimiter.consume(RATE_LIMITS.otpVerifyPerIp, client.ip);
    const lookup = { purpose: input.purpose, target: phone, code: input.code };
    if (input.purpose === 'registration') {
      return this.codes.redeemTypedCode(lookup, client, async (tx) => {
        const { code, expiresAt } = await this.codes.issueLinkCode(
          { purpose: 'phone_token', target: phone, ttlSeconds: PHONE_TOKEN_TTL_SECONDS },
          tx,
        );
        return { verificationToken: code, expiresInSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000) };
      });
    }
    // Counted like a password attempt before the code is judged: a wrong code is a failed sign-in,
    // so switching between password and code never doubles an attacker's guesses.
    await this.loginThrottle.admit(phone, client.ip);
    const login = await this.codes.redeemTypedCode(lookup, client, (tx) =>
      this.logIn(tx, phone, client, input.fingerprint),
    );
    await this.loginThrottle.succeeded(phone, client.ip);
    return login;
  }

  async consumePhoneToken(executor: Executor, phone: string, token: string): Promise<boolean> {
    const result = await this.codes.redeemLinkCode(executor, 'phone_token', token, phone);
    return result.ok;
  }

  /** The code proved the phone: only now may the answer say whether it has an account. */
  private async logIn(
    tx: Executor,
    phone: string,
    client: ClientContext,
    fingerprint: string | undefined,
  ): Promise<PhoneLogin> {
    const [player] = await tx.select().from(players).where(eq(players.phone, phone));
    // Never an account made here: a new player signs up, accepting the terms (register/phone).
    if (!player) {
      throw new AppError(422, 'phone_not_registered', 'There is no account with this phone number. Sign up instead.', {
        phone: ['There is no account with this phone number. Sign up instead.'],
      });
    }
    if (player.status === PlayerStatus.Blocked || player.status === PlayerStatus.Closed) {
      throw forbidden('player_blocked', 'This account is blocked. Contact support.');
    }
    const [confirmed] = player.phoneConfirmedAt
      ? [player]
      : await tx
          .update(players)
          .set({ phoneConfirmedAt: new Date(), updatedAt: new Date() })
          .where(eq(players.id, player.id))
          .returning();
    const { accessToken } = await this.auth.startSession(tx, player.id, { method: 'phone', client, fingerprint });
    return { accessToken, profile: toProfileView(confirmed ?? player) };
  }
}
