import { eq, or, sql } from 'drizzle-orm';
import { validateFields, type FieldName, type FieldValues } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, validationFailed } from '../../http/app-error';
import type { SettingsService } from '../settings/settings.service';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password';
import { normalizePhoneNumber } from './phone-number';
import { isFlagOn } from './player-fields';
import { players } from './player.table';

/** The fields of phone registration (`POST /api/player/register/phone`) and the ones it requires. */
export const PHONE_REGISTRATION_FIELDS = [
  'phone',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'agreements',
  'nickname',
  'bonusCode',
  'receiveEmailPromo',
  'receiveSmsPromo',
] as const satisfies readonly FieldName[];

export const PHONE_REGISTRATION_REQUIRED_FIELDS = [
  'phone',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'agreements',
] as const satisfies readonly (typeof PHONE_REGISTRATION_FIELDS)[number][];

export interface PhoneRegistrationInput extends FieldValues {
  readonly phone?: unknown;
  readonly verificationToken?: unknown;
}

export interface PhoneRegistration {
  readonly phone: string;
  readonly verificationToken: string;
  readonly password: string;
  readonly country: string;
  readonly currency: string;
  readonly nickname: string | null;
  readonly locale: string;
  readonly affiliateTag: string | null;
  readonly receiveEmailPromo: boolean;
  readonly receiveSmsPromo: boolean;
}

/** How a player proves the phone: the token `otp/verify` answered, single use and short-lived. */
export interface PhoneVerification {
  /** Uses the token up on the registration's transaction; false when it is unknown, used, expired or for another phone. */
  consumePhoneToken(executor: Executor, phone: string, token: string): Promise<boolean>;
}

/** What registration needs from verification: the phone token, and the e-mail confirmation link afterwards. */
export interface RegistrationVerification extends PhoneVerification {
  /** Called after an e-mail registration has committed; logs its own failures and never throws. */
  sendEmailConfirmation(player: { id: string; email: string | null; locale: string }): Promise<void>;
}

export const phoneTokenInvalid = (): AppError =>
  new AppError(
    422,
    'verification_token_invalid',
    'The phone verification has expired or was already used. Verify your phone again.',
    {
      verificationToken: ['The phone verification has expired or was already used. Verify your phone again.'],
    },
  );

/** The shared rules, the common-password list, country, currency and a free phone and nickname. */
export async function checkPhoneRegistration(
  db: Database,
  settings: SettingsService,
  input: PhoneRegistrationInput,
): Promise<PhoneRegistration> {
  const errors: Record<string, string[]> = validateFields(input, PHONE_REGISTRATION_FIELDS, {
    required: PHONE_REGISTRATION_REQUIRED_FIELDS,
  });
  const phone = typeof input.phone === 'string' ? normalizePhoneNumber(input.phone) : undefined;
  if (!errors.phone && phone === undefined) errors.phone = ['Value is not a valid phone number'];
  const verificationToken = typeof input.verificationToken === 'string' ? input.verificationToken : '';
  if (verificationToken === '') errors.verificationToken = ['Value is required'];
  const password = typeof input.password === 'string' ? input.password : '';
  if (!errors.password && isCommonPassword(password)) errors.password = [COMMON_PASSWORD_MESSAGE];
  const country = typeof input.country === 'string' ? input.country : '';
  if (!errors.country && !(await settings.isSelectableCountry(country)))
    errors.country = ['This country is not available'];
  const currency = typeof input.currency === 'string' ? input.currency : '';
  if (!errors.currency && !(await settings.isEnabledCurrency(currency)))
    errors.currency = ['This currency is not available'];
  const nickname = typeof input.nickname === 'string' && input.nickname !== '' ? input.nickname : null;
  if (Object.keys(errors).length === 0 && phone !== undefined)
    Object.assign(errors, await takenPhoneFields(db, phone, nickname));
  if (Object.keys(errors).length > 0 || phone === undefined) throw validationFailed(errors);
  return {
    phone,
    verificationToken,
    password,
    country,
    currency,
    nickname,
    locale: typeof input.locale === 'string' && /^[a-z]{2}(-[a-z]{2})?$/.test(input.locale) ? input.locale : 'en',
    affiliateTag: typeof input.affiliateTag === 'string' ? input.affiliateTag.slice(0, 128) : null,
    receiveEmailPromo: isFlagOn(input.receiveEmailPromo),
    receiveSmsPromo: isFlagOn(input.receiveSmsPromo),
  };
}

/** The phone or nickname another player already has, as field errors. */
export async function takenPhoneFields(
  db: Executor,
  phone: string,
  nickname: string | null,
): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ phone: players.phone, nickname: players.nickname })
    .from(players)
    .where(
      nickname === null
        ? eq(players.phone, phone)
        : or(eq(players.phone, phone), sql`lower(${players.nickname}) = lower(${nickname})`),
    );
  const errors: Record<string, string[]> = {};
  if (rows.some((row) => row.phone === phone)) errors.phone = ['This phone number is already registered'];
  if (nickname !== null && rows.some((row) => row.nickname?.toLowerCase() === nickname.toLowerCase()))
    errors.nickname = ['This nickname is taken'];
  return errors;
}
