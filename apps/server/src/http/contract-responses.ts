import { z } from 'zod';
import { WalletAccountStatus, type LoginResponse, type PlayerProfile, type WalletAccount } from '@casino/shared';
import { codeOf, schemaFor } from './response-schemas';

/**
 * Response schemas of the shapes @casino/shared defines for server and web alike, which several
 * modules answer with (a login is answered by the auth, player and messenger routes).
 */

/** The Profile of SPEC.md section 3, as every profile answer and login carries it. */
export const profileView = schemaFor<PlayerProfile>()(
  z.object({
    id: z.string(),
    email: z.string().nullable(),
    emailConfirmed: z.boolean(),
    phone: z.string().nullable(),
    phoneConfirmed: z.boolean(),
    nickname: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    gender: z.string().nullable(),
    birthdate: z.string().nullable().describe('YYYY-MM-DD'),
    city: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    timeZone: z.string().nullable(),
    language: z.string().nullable(),
    country: z.string().nullable(),
    locale: z.string(),
    tgUserId: z
      .string()
      .nullable()
      .describe('The messenger user id, as a string (it may exceed what a double holds exactly)'),
    avatarId: z.string().nullable(),
    receiveEmailPromo: z.boolean(),
    receiveSmsPromo: z.boolean(),
    hasPassword: z.boolean(),
    isNewlyRegistered: z.boolean(),
    chatRestoreId: z.string(),
    status: z.number().int(),
    createdAt: z.string().describe('ISO 8601'),
  }),
);

/** What every login method answers (SPEC.md section 3, Login response). */
export const loginResponse = schemaFor<LoginResponse>()(
  z.object({
    accessToken: z.string(),
    profile: profileView,
    registered: z
      .literal(true)
      .optional()
      .describe('Social and messenger login only: present when this call created the player (a sign-up)'),
  }),
);

/** A wallet account; the balance is an integer of the currency's minor unit. */
export const walletAccount = schemaFor<WalletAccount>()(
  z.object({
    id: z.string(),
    currency: z.string(),
    balance: z.number().int().describe('Minor units of the currency (subunitToUnit)'),
    status: codeOf(WalletAccountStatus).describe('1 active, 2 hidden'),
    isSelected: z.boolean().describe('The account the player plays with'),
    bonusBalance: z
      .number()
      .int()
      .optional()
      .describe('Bonus money of the active bonus in this currency, apart from balance (minor units; always sent)'),
  }),
);
