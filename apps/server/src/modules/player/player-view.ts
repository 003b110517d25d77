import type { players } from './player.table';

type PlayerRow = typeof players.$inferSelect;

/** How long after registering a profile still counts as newly registered (first-visit flows, pixels). */
const NEWLY_REGISTERED_WINDOW_MS = 10 * 60 * 1000;

/** The Profile of SPEC.md section 3, as the API returns it. */
export interface ProfileView {
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
  /** The messenger user id, as a string: Telegram ids exceed what some clients hold exactly. */
  readonly tgUserId: string | null;
  readonly avatarId: string | null;
  readonly receiveEmailPromo: boolean;
  readonly receiveSmsPromo: boolean;
  readonly hasPassword: boolean;
  readonly isNewlyRegistered: boolean;
  /** The identifier the support chat restores a conversation by. */
  readonly chatRestoreId: string;
  readonly status: number;
  readonly createdAt: string;
}

export function toProfileView(row: PlayerRow, now = Date.now()): ProfileView {
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmedAt !== null,
    phone: row.phone,
    phoneConfirmed: row.phoneConfirmedAt !== null,
    nickname: row.nickname,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    birthdate: row.birthdate,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
    timeZone: row.timeZone,
    language: row.language,
    country: row.country,
    locale: row.locale,
    tgUserId: row.tgUserId === null ? null : row.tgUserId.toString(),
    avatarId: row.avatarId,
    receiveEmailPromo: row.receiveEmailPromo,
    receiveSmsPromo: row.receiveSmsPromo,
    hasPassword: row.passwordHash !== null,
    isNewlyRegistered: now - row.createdAt.getTime() < NEWLY_REGISTERED_WINDOW_MS,
    chatRestoreId: row.chatRestoreId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
