import type { PlayerProfile } from '@casino/shared';
import type { players } from './player.table';

type PlayerRow = typeof players.$inferSelect;

/** How long after registering a profile still counts as newly registered (first-visit flows, pixels). */
const NEWLY_REGISTERED_WINDOW_MS = 10 * 60 * 1000;

/** The Profile of SPEC.md section 3, as the API returns it: the one shape server and web share. */
export type ProfileView = PlayerProfile;

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
