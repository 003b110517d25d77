import { z } from 'zod';
import { BONUS_CODE_TRIGGERS, BONUS_KINDS } from '@casino/shared';
import { arrayOf } from '../../http/response-schemas';
import type { bonuses } from './bonus.table';

/** The operator's bonus API's bodies and answers (`/api/admin/bonuses/...`), defined once for the routes and the service. */

const BASIS_POINTS_MAX = 100_000;
const MINOR = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const RATE = z.number().int().min(0).max(BASIS_POINTS_MAX);

const currencyTerms = z
  .object({
    amount: MINOR.optional(),
    maxAmount: MINOR.optional(),
    maxBet: MINOR.optional(),
    maxConversion: MINOR.optional(),
    freespinBet: MINOR.optional(),
  })
  .strict();

export const bonusFields = z
  .object({
    pageIdentity: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Lowercase letters, digits and dashes'),
    kind: z.enum(BONUS_KINDS),
    title: z.string().min(1).max(200),
    description: z.string().max(20_000).default(''),
    currencies: z
      .record(z.string().regex(/^[A-Z0-9]{2,10}$/), currencyTerms)
      .refine((value) => Object.keys(value).length <= 50, 'Too many currencies'),
    percent: z.number().int().min(1).max(BASIS_POINTS_MAX).nullable().default(null),
    wagerMultiplier: z.number().int().min(0).max(1000),
    wagerIncludesDeposit: z.boolean().default(false),
    wagerDays: z.number().int().min(1).max(365).default(30),
    activationDays: z.number().int().min(1).max(365).default(30),
    contribution: z
      .object({
        games: z.record(z.string().max(64), RATE),
        collections: z.record(z.string().max(64), RATE),
        defaultRate: RATE,
        sportsMinOdds: z
          .string()
          .regex(/^\d{1,6}(\.\d{1,4})?$/)
          .nullable(),
        sportsRate: RATE,
      })
      .strict(),
    gameIds: z.array(z.string().min(1).max(64)).max(500).default([]),
    triggerConditions: z
      .object({
        invoiceAmountItems: z
          .array(z.object({ currency: z.string().regex(/^[A-Z0-9]{2,10}$/), amountFrom: MINOR }).strict())
          .max(50),
        baseCurrencyInvoiceAmountFrom: MINOR.nullable(),
      })
      .strict(),
    packageId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    packageStep: z.number().int().min(1).max(20).nullable().default(null),
    freespins: z
      .object({
        game: z.string().min(1).max(64),
        count: z.number().int().min(1).max(1000),
        wagerMultiplier: z.number().int().min(0).max(1000),
      })
      .strict()
      .nullable()
      .default(null),
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
    isEnabled: z.boolean().default(true),
  })
  .strict();

export const templateView = (row: typeof bonuses.$inferSelect) => ({
  id: row.id,
  pageIdentity: row.pageIdentity,
  kind: row.kind,
  title: row.title,
  isEnabled: row.isEnabled,
});

export const bonusTemplate = z.object({
  id: z.number().int(),
  pageIdentity: z.string(),
  kind: z.string(),
  title: z.string(),
  isEnabled: z.boolean(),
});

/** A template in full, as the operator wrote it (GET). */
export const templateDetailView = (row: typeof bonuses.$inferSelect) => ({
  id: row.id,
  pageIdentity: row.pageIdentity,
  kind: row.kind,
  title: row.title,
  description: row.description,
  currencies: row.currencies,
  percent: row.percent,
  wagerMultiplier: row.wagerMultiplier,
  wagerIncludesDeposit: row.wagerIncludesDeposit,
  wagerDays: row.wagerDays,
  activationDays: row.activationDays,
  contribution: row.contribution,
  gameIds: row.gameIds,
  triggerConditions: row.triggerConditions,
  packageId: row.packageId,
  packageStep: row.packageStep,
  freespins: row.freespins ?? null,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  isEnabled: row.isEnabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const bonusTemplateDetail = z.object({
  id: z.number().int(),
  pageIdentity: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  currencies: z.record(
    z.string(),
    z.object({
      amount: z.number().optional(),
      maxAmount: z.number().optional(),
      maxBet: z.number().optional(),
      maxConversion: z.number().optional(),
      freespinBet: z.number().optional(),
    }),
  ),
  percent: z.number().int().nullable(),
  wagerMultiplier: z.number().int(),
  wagerIncludesDeposit: z.boolean(),
  wagerDays: z.number().int(),
  activationDays: z.number().int(),
  contribution: z.object({
    games: z.record(z.string(), z.number()),
    collections: z.record(z.string(), z.number()),
    defaultRate: z.number(),
    sportsMinOdds: z.string().nullable(),
    sportsRate: z.number(),
  }),
  gameIds: arrayOf(z.string()),
  triggerConditions: z.object({
    invoiceAmountItems: arrayOf(z.object({ currency: z.string(), amountFrom: z.number() })),
    baseCurrencyInvoiceAmountFrom: z.number().nullable(),
  }),
  packageId: z.number().int().nullable(),
  packageStep: z.number().int().nullable(),
  freespins: z.object({ game: z.string(), count: z.number().int(), wagerMultiplier: z.number().int() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type BonusFields = z.infer<typeof bonusFields>;

export const packageFields = z
  .object({ identity: z.string().regex(/^[a-z0-9-]{1,64}$/), title: z.string().min(1).max(200) })
  .strict();
export type PackageFields = z.infer<typeof packageFields>;

export const codeFields = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    bonusId: z.number().int().min(1).max(2_147_483_647),
    trigger: z.enum(BONUS_CODE_TRIGGERS),
    validFrom: z.iso.datetime().nullable().default(null),
    validTo: z.iso.datetime().nullable().default(null),
    maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null),
    maxUsesPerPlayer: z.number().int().min(1).max(1000).default(1),
  })
  .strict();
export type CodeFields = z.infer<typeof codeFields>;

export const templateIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
