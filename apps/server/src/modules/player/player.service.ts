import { eq, or, sql } from 'drizzle-orm';
import {
  PlayerStatus,
  validateFields,
  type FieldValues,
  type LoginResponse as SharedLoginResponse,
  type PlayerId,
} from '@casino/shared';
import type { Database } from '../../db/database';
import { forbidden, notFound, validationFailed, type AppError } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { AuthService } from '../auth/auth.service';
import { invalidCredentials } from '../auth/auth.service';
import { LoginThrottle } from '../../security/login-throttle';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { SettingsService } from '../settings/settings.service';
import type { WalletService } from '../wallet/wallet.service';
import { hashPassword, isCommonPassword, verifyAgainstNobody, verifyPassword } from './password';
import {
  isFlagOn,
  parseProfileChanges,
  PROFILE_FIELDS,
  REGISTRATION_FIELDS,
  REGISTRATION_REQUIRED_FIELDS,
} from './player-fields';
import { toProfileView, type ProfileView } from './player-view';
import { setPlayerBlocked } from './player-block';
import { players } from './player.table';
import { isUniqueViolation } from '../../db/errors';
import { normalizePhoneNumber } from './phone-number';
import {
  checkPhoneRegistration,
  phoneTokenInvalid,
  takenPhoneFields,
  type PhoneRegistrationInput,
  type RegistrationVerification,
} from './phone-registration';
import type { PlayerStanding, SocialConnectionView } from '../auth/auth.service';
import {
  DEFAULT_COUNTRY,
  linkExternalIdentity,
  loginWithAutologinToken,
  signInWithExternalIdentity,
  syncMessengerUser,
  unlinkExternalIdentity,
  type MessengerUser,
  type Dependencies as ExternalLoginDependencies,
  type RegistrationObserver,
  type ExternalIdentity,
  type ExternalSignIn,
} from './player-external-login';

export type { ExternalIdentity } from './player-external-login';

/** What every login method answers: `{ accessToken, profile }` (packages/shared). */
export type LoginResponse = SharedLoginResponse;

export interface RegistrationInput extends FieldValues {
  readonly email?: unknown;
  readonly password?: unknown;
  readonly currency?: unknown;
  readonly country?: unknown;
}

export interface LoginInput {
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly password: string;
  readonly fingerprint?: string | undefined;
}

const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

export class PlayerService {
  /** Told of every new player on the registration's transaction (retention attributes a referral). */
  registered: RegistrationObserver = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly auth: AuthService,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
    private readonly rateLimiter: RateLimiter,
    private readonly verification: RegistrationVerification,
    private readonly loginThrottle = new LoginThrottle(rateLimiter),
  ) {}

  /** E-mail registration: the player, the first wallet account and a session, all or nothing. */
  async register(input: RegistrationInput, client: ClientContext, fingerprint?: string): Promise<LoginResponse> {
    await this.rateLimiter.consume(RATE_LIMITS.registrationPerIp, client.ip);
    const fields = await this.checkRegistration(input);
    const passwordHash = await hashPassword(fields.password);
    try {
      const response = await this.db.transaction(async (tx) => {
        const [player] = await tx
          .insert(players)
          .values({
            email: fields.email,
            passwordHash,
            nickname: fields.nickname,
            country: fields.country,
            locale: fields.locale,
            receiveEmailPromo: isFlagOn(input.receiveEmailPromo),
            receiveSmsPromo: isFlagOn(input.receiveSmsPromo),
            affiliateTag: fields.affiliateTag,
          })
          .returning();
        if (!player) throw new Error('player was not created');
        // The player's id is born in this insert; players.id is not branded yet (the player module still takes strings).
        const playerId = player.id as PlayerId;
        await this.wallet.openAccount(tx, playerId, fields.currency);
        const { accessToken } = await this.auth.startSession(tx, player.id, {
          method: 'registration',
          client,
          fingerprint,
        });
        await this.registered(tx, {
          playerId,
          affiliateTag: player.affiliateTag,
          referralId: input.ref_id ?? input.refId,
          fingerprint,
        });
        return { accessToken, profile: toProfileView(player) };
      });
      // After the commit, never inside it: a mail failure must not undo the registration.
      await this.verification.sendEmailConfirmation(response.profile);
      return response;
    } catch (error) {
      // Another registration with the same e-mail or nickname committed first.
      if (isUniqueViolation(error)) throw await this.takenFieldsError(fields.email, fields.nickname);
      throw error;
    }
  }

  /**
   * Password login by e-mail or phone; an unknown account and a wrong password answer alike and
   * cost the same (one argon2 check against a dummy hash). The attempt is counted before the check.
   */
  async login(input: LoginInput, client: ClientContext): Promise<LoginResponse> {
    const phone =
      input.email === undefined && input.phone !== undefined
        ? (normalizePhoneNumber(input.phone) ?? input.phone.trim())
        : undefined;
    const account = phone ?? (input.email ?? '').trim().toLowerCase();
    await this.loginThrottle.admit(account, client.ip);
    const [player] = await this.db
      .select()
      .from(players)
      .where(input.email !== undefined ? eq(players.email, account) : eq(players.phone, account));
    const passwordMatches = player?.passwordHash
      ? await verifyPassword(player.passwordHash, input.password)
      : await verifyAgainstNobody(input.password);
    if (!player || !passwordMatches) {
      await this.auth.recordFailedLogin(player?.id ?? null, client, account);
      throw invalidCredentials();
    }
    if (player.status === PlayerStatus.Blocked || player.status === PlayerStatus.Closed) {
      throw forbidden('player_blocked', 'This account is blocked. Contact support.');
    }
    await this.loginThrottle.succeeded(account, client.ip);
    const method = input.email !== undefined ? 'password' : 'phone';
    const { accessToken } = await this.db.transaction((tx) =>
      this.auth.startSession(tx, player.id, { method, client, fingerprint: input.fingerprint }),
    );
    return { accessToken, profile: toProfileView(player) };
  }

  async getProfile(playerId: string): Promise<ProfileView> {
    const [player] = await this.db.select().from(players).where(eq(players.id, playerId));
    if (!player) throw notFound('There is no such player');
    return toProfileView(player);
  }

  /** Updates the profile fields present in `changes`; absent fields stay as they are. */
  async updateProfile(playerId: string, changes: FieldValues): Promise<ProfileView> {
    const present = PROFILE_FIELDS.filter((field) => changes[field] !== undefined);
    const { values, errors: parseErrors } = parseProfileChanges(changes);
    const errors: Record<string, string[]> = { ...validateFields(values, present), ...parseErrors };
    if (typeof changes.country === 'string' && !(await this.settings.isSelectableCountry(changes.country))) {
      errors.country = ['This country is not available'];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const update = Object.fromEntries(present.map((field) => [field, emptyToNull(values[field])]));
    try {
      const [player] = await this.db
        .update(players)
        .set({ ...update, updatedAt: new Date() })
        .where(eq(players.id, playerId))
        .returning();
      if (!player) throw notFound('There is no such player');
      return toProfileView(player);
    } catch (error) {
      if (isUniqueViolation(error)) throw validationFailed({ nickname: ['This nickname is taken'] });
      throw error;
    }
  }

  /** Changes the password after checking the current one; optionally closes the other sessions. */
  async changePassword(
    auth: { playerId: PlayerId; sessionId: string },
    input: { currentPassword: string; newPassword: string; repeatNewPassword: string; closeOtherSessions: boolean },
    client: ClientContext,
  ): Promise<void> {
    const errors = validateFields(input, ['currentPassword', 'newPassword', 'repeatNewPassword'], {
      required: ['repeatNewPassword'],
    });
    if (!errors.newPassword && isCommonPassword(input.newPassword)) errors.newPassword = [COMMON_PASSWORD_MESSAGE];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const [player] = await this.db.select().from(players).where(eq(players.id, auth.playerId));
    if (!player?.passwordHash || !(await verifyPassword(player.passwordHash, input.currentPassword))) {
      throw validationFailed({ currentPassword: ['The current password is not correct'] });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(players).set({ passwordHash, updatedAt: new Date() }).where(eq(players.id, auth.playerId));
      await this.auth.recordPasswordChange(tx, auth.playerId, client);
      if (input.closeOtherSessions) await this.auth.closeOtherSessions(tx, auth, client, 'password_changed');
    });
  }

  /**
   * Social or messenger login: the player of the identity, else the account of its verified
   * e-mail, else a new player (no password, a USD wallet, the country of the request's country
   * header when selectable, else UA; none from a restricted country: 403 country_restricted).
   * See player-external-login.ts for the rules.
   */
  async signInWithExternalIdentity(
    request: Omit<ExternalSignIn, 'country'> & { countryHint?: string | undefined },
  ): Promise<LoginResponse> {
    const hint = request.countryHint?.toUpperCase();
    const known = hint !== undefined && /^[A-Z]{2}$/.test(hint) ? hint : undefined;
    const country = known && (await this.settings.isSelectableCountry(known)) ? known : DEFAULT_COUNTRY;
    const fromRestrictedCountry = known !== undefined && (await this.settings.isRestrictedCountry(known));
    return signInWithExternalIdentity(this.externalLoginDependencies(), { ...request, country, fromRestrictedCountry });
  }

  /** Links a social or messenger identity to a logged-in player (409 when another player has it). */
  linkExternalIdentity(
    playerId: string,
    identity: ExternalIdentity,
    client: ClientContext,
  ): Promise<{ connection: SocialConnectionView; created: boolean }> {
    return linkExternalIdentity(this.externalLoginDependencies(), playerId, identity, client);
  }

  /** Unlinks an identity; refuses (422) the last way to log in of a player without a password. */
  unlinkExternalIdentity(playerId: string, provider: string, client: ClientContext): Promise<void> {
    return unlinkExternalIdentity(this.externalLoginDependencies(), playerId, provider, client);
  }

  /** Copies the messenger user's name and language to the profile of the player it is linked to. */
  syncMessengerUser(playerId: string, user: MessengerUser): Promise<ProfileView> {
    return syncMessengerUser(this.db, playerId, user);
  }

  /** An operator's block or unblock (player-block.ts): a block ends every session at once. */
  setBlocked(change: { playerId: string; blocked: boolean; reason: string }, client: ClientContext) {
    return setPlayerBlocked(this.db, this.auth, change, client);
  }

  /** Exchanges an operator-minted single-use token for a session; rate-limited per address. */
  async loginWithAutologinToken(
    token: string,
    fingerprint: string | undefined,
    client: ClientContext,
  ): Promise<LoginResponse> {
    await this.rateLimiter.consume(RATE_LIMITS.autologinPerIp, client.ip);
    return loginWithAutologinToken(this.externalLoginDependencies(), token, fingerprint, client);
  }

  private externalLoginDependencies(): ExternalLoginDependencies {
    return {
      db: this.db,
      auth: this.auth,
      wallet: this.wallet,
      registered: (executor, arrival) => this.registered(executor, arrival),
    };
  }

  private async checkRegistration(input: RegistrationInput) {
    const errors = validateFields(input, REGISTRATION_FIELDS, { required: REGISTRATION_REQUIRED_FIELDS });
    const password = typeof input.password === 'string' ? input.password : '';
    if (!errors.password && isCommonPassword(password)) errors.password = [COMMON_PASSWORD_MESSAGE];
    const country = typeof input.country === 'string' ? input.country : '';
    if (!errors.country && !(await this.settings.isSelectableCountry(country)))
      errors.country = ['This country is not available'];
    const currency = typeof input.currency === 'string' ? input.currency : '';
    if (!errors.currency && !(await this.settings.isEnabledCurrency(currency)))
      errors.currency = ['This currency is not available'];
    const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    const nickname = typeof input.nickname === 'string' && input.nickname !== '' ? input.nickname : null;
    if (Object.keys(errors).length === 0) {
      const taken = await this.takenFields(email, nickname);
      Object.assign(errors, taken);
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return {
      email,
      password,
      country,
      currency,
      nickname,
      locale: typeof input.locale === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(input.locale) ? input.locale : 'en',
      affiliateTag: typeof input.affiliateTag === 'string' ? input.affiliateTag.slice(0, 128) : null,
    };
  }

  private async takenFields(email: string, nickname: string | null): Promise<Record<string, string[]>> {
    const rows = await this.db
      .select({ email: players.email, nickname: players.nickname })
      .from(players)
      .where(
        nickname === null
          ? eq(players.email, email)
          : or(eq(players.email, email), sql`lower(${players.nickname}) = lower(${nickname})`),
      );
    const errors: Record<string, string[]> = {};
    if (rows.some((row) => row.email === email)) errors.email = ['This e-mail is already registered'];
    if (nickname !== null && rows.some((row) => row.nickname?.toLowerCase() === nickname.toLowerCase()))
      errors.nickname = ['This nickname is taken'];
    return errors;
  }

  private async takenFieldsError(email: string, nickname: string | null): Promise<AppError> {
    const errors = await this.takenFields(email, nickname);
    return validationFailed(Object.keys(errors).length > 0 ? errors : { email: ['This e-mail is already registered'] });
  }

  /** Phone registration after `otp/verify`: like `register`, the phone confirmed by its single-use token. */
  async registerByPhone(
    input: PhoneRegistrationInput,
    client: ClientContext,
    fingerprint?: string,
  ): Promise<LoginResponse> {
    await this.rateLimiter.consume(RATE_LIMITS.registrationPerIp, client.ip);
    const fields = await checkPhoneRegistration(this.db, this.settings, input);
    const passwordHash = await hashPassword(fields.password);
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await this.verification.consumePhoneToken(tx, fields.phone, fields.verificationToken)))
          throw phoneTokenInvalid();
        const [player] = await tx
          .insert(players)
          .values({
            phone: fields.phone,
            phoneConfirmedAt: new Date(),
            passwordHash,
            nickname: fields.nickname,
            country: fields.country,
            locale: fields.locale,
            receiveEmailPromo: fields.receiveEmailPromo,
            receiveSmsPromo: fields.receiveSmsPromo,
            affiliateTag: fields.affiliateTag,
          })
          .returning();
        if (!player) throw new Error('player was not created');
        // The player's id is born in this insert; players.id is not branded yet (the player module still takes strings).
        const playerId = player.id as PlayerId;
        await this.wallet.openAccount(tx, playerId, fields.currency);
        const { accessToken } = await this.auth.startSession(tx, player.id, {
          method: 'registration',
          client,
          fingerprint,
        });
        await this.registered(tx, {
          playerId,
          affiliateTag: player.affiliateTag,
          referralId: input.ref_id ?? input.refId,
          fingerprint,
        });
        return { accessToken, profile: toProfileView(player) };
      });
    } catch (error) {
      // Another registration with the same phone or nickname committed first; the token was not used up.
      if (isUniqueViolation(error)) {
        const taken = await takenPhoneFields(this.db, fields.phone, fields.nickname);
        throw validationFailed(
          Object.keys(taken).length > 0 ? taken : { phone: ['This phone number is already registered'] },
        );
      }
      throw error;
    }
  }
}

/**
 * The player's status and stored language, for the auth module's check on every authenticated
 * request (the language then writes that request's messages without another query).
 */
export function createPlayerStandingLookup(db: Database) {
  return async (playerId: string): Promise<PlayerStanding | undefined> => {
    const [row] = await db
      .select({ status: players.status, locale: players.locale })
      .from(players)
      .where(eq(players.id, playerId));
    return row ? { status: row.status as PlayerStatus, locale: row.locale } : undefined;
  };
}

function emptyToNull(value: unknown): unknown {
  return value === '' ? null : value;
}
