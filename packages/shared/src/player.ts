import type { WalletAccountStatus } from './statuses';

/**
 * The player-facing shapes of the accounts API (SPEC.md section 3, DESIGN.md section 2), with
 * checks for what a client receives: a body of the wrong shape is refused, never half-used.
 */

/** The Profile as `GET /api/player/profile` and every login response carry it. */
export interface PlayerProfile {
  readonly id: string;
  readonly email: string | null;
  readonly emailConfirmed: boolean;
  readonly phone: string | null;
  readonly phoneConfirmed: boolean;
  readonly nickname: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly gender: string | null;
  readonly birthdate: string | null;
  readonly city: string | null;
  readonly address: string | null;
  readonly postalCode: string | null;
  readonly timeZone: string | null;
  readonly language: string | null;
  readonly country: string | null;
  readonly locale: string;
  /** The messenger user id (a string: Telegram ids exceed what a double holds exactly). */
  readonly tgUserId: string | null;
  readonly avatarId: string | null;
  readonly receiveEmailPromo: boolean;
  readonly receiveSmsPromo: boolean;
  readonly hasPassword: boolean;
  readonly isNewlyRegistered: boolean;
  readonly chatRestoreId: string;
  readonly status: number;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** What every login method answers (SPEC.md section 3, Login response). */
export interface LoginResponse {
  readonly accessToken: string;
  readonly profile: PlayerProfile;
  /** Only a social or messenger login says it: this call created the player (the site's sign-up, not a login). */
  readonly registered?: true;
}

/** A wallet account; the balance is an integer of the currency's minor unit. */
export interface WalletAccount {
  readonly id: string;
  readonly currency: string;
  readonly balance: number;
  readonly status: WalletAccountStatus;
  /** The account the player plays with. */
  readonly isSelected: boolean;
  /** Bonus money of the active bonus in this currency, apart from `balance` (the server always sends it; issue 15). */
  readonly bonusBalance?: number;
}

/** What a code or link send answers: the same whether or not the phone or address has an account. */
export interface CodeSent {
  readonly status: 'sent';
  readonly expiresInSeconds: number;
}

/** A phone proven for registration, `POST /api/player/otp/verify`. */
export interface PhoneVerified {
  /** Proves the phone to `POST /api/player/register/phone`; single use. */
  readonly verificationToken: string;
  readonly expiresInSeconds: number;
}

/**
 * The avatars a player may pick, drawn for the site: SVG files the web app serves from
 * `apps/web/public/avatars/<id>.svg`. A fixed catalogue, so an id is all a profile stores.
 */
export const AVATAR_IDS = [
  'rocket',
  'planet',
  'comet',
  'ufo',
  'moon',
  'astronaut',
  'dice',
  'chip',
  'cherries',
  'lucky-seven',
  'diamond',
  'crown',
] as const;

export type AvatarId = (typeof AVATAR_IDS)[number];

export function isAvatarId(value: string): value is AvatarId {
  return (AVATAR_IDS as readonly string[]).includes(value);
}

/** An avatar of `GET /api/player/avatar/list`. */
export interface AvatarView {
  readonly id: AvatarId;
  /** Same-origin path of the image. */
  readonly url: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const flag = (value: unknown): boolean => value === true;

function fail(what: string): never {
  throw new Error(`Unexpected ${what} in the response`);
}

export function parsePlayerProfile(body: unknown): PlayerProfile {
  if (!isObject(body) || typeof body.id !== 'string' || body.id === '') fail('profile');
  return {
    id: body.id,
    email: text(body.email),
    emailConfirmed: flag(body.emailConfirmed),
    phone: text(body.phone),
    phoneConfirmed: flag(body.phoneConfirmed),
    nickname: text(body.nickname),
    firstName: text(body.firstName),
    lastName: text(body.lastName),
    gender: text(body.gender),
    birthdate: text(body.birthdate),
    city: text(body.city),
    address: text(body.address),
    postalCode: text(body.postalCode),
    timeZone: text(body.timeZone),
    language: text(body.language),
    country: text(body.country),
    locale: text(body.locale) ?? 'en',
    tgUserId: typeof body.tgUserId === 'number' ? String(body.tgUserId) : text(body.tgUserId),
    avatarId: text(body.avatarId),
    receiveEmailPromo: flag(body.receiveEmailPromo),
    receiveSmsPromo: flag(body.receiveSmsPromo),
    hasPassword: flag(body.hasPassword),
    isNewlyRegistered: flag(body.isNewlyRegistered),
    chatRestoreId: text(body.chatRestoreId) ?? '',
    status: typeof body.status === 'number' ? body.status : 1,
    createdAt: text(body.createdAt) ?? '',
  };
}

export function parseLoginResponse(body: unknown): LoginResponse {
  if (!isObject(body) || typeof body.accessToken !== 'string' || body.accessToken === '') fail('login response');
  return {
    accessToken: body.accessToken,
    profile: parsePlayerProfile(body.profile),
    ...(body.registered === true ? { registered: true as const } : {}),
  };
}

export function parseWalletAccount(body: unknown): WalletAccount {
  if (
    !isObject(body) ||
    typeof body.id !== 'string' ||
    typeof body.currency !== 'string' ||
    typeof body.balance !== 'number'
  )
    fail('wallet account');
  return {
    id: body.id,
    currency: body.currency,
    balance: body.balance,
    status: body.status === 2 ? 2 : 1,
    isSelected: flag(body.isSelected),
    ...(typeof body.bonusBalance === 'number' ? { bonusBalance: body.bonusBalance } : {}),
  };
}

export function parseWalletAccounts(body: unknown): WalletAccount[] {
  if (!Array.isArray(body)) fail('account list');
  return body.map(parseWalletAccount);
}
