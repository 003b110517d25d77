import { z } from 'zod';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_CODE_TRIGGERS, BONUS_KINDS, PlayerBonusStatus } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { arrayOf, errorResponses } from '../../http/response-schemas';
import { bonusCodes, bonuses, bonusPackages } from './bonus.table';
import { normalizeCode } from './bonus-codes';
import { bonusLinkFlagRoutes } from './bonus-link-flags.routes';
import { gamesByKeys } from './bonus-offers';
import type { BonusService } from './bonus.service';
import { playerBonus, playerBonuses } from './bonus.responses';

const tags = ['admin'];
const BASIS_POINTS_MAX = 100_000;
const MINOR = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const RATE = z.number().int().min(0).max(BASIS_POINTS_MAX);

const currencyTerms = z
  .object({ amount: MINOR.optional(), maxAmount: MINOR.optional(), maxBet: MINOR.optional(), maxConversion: MINOR.optional(), freespinBet: MINOR.optional() })
  .strict();

const bonusFields = z
  .object({
    pageIdentity: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Lowercase letters, digits and dashes'),
    kind: z.enum(BONUS_KINDS),
    title: z.string().min(1).max(200),
    description: z.string().max(20_000).default(''),
    currencies: z.record(z.string().regex(/^[A-Z0-9]{2,10}$/), currencyTerms).refine((value) => Object.keys(value).length <= 50, 'Too many currencies'),
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
        sportsMinOdds: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/).nullable(),
        sportsRate: RATE,
      })
      .strict(),
    gameIds: z.array(z.string().min(1).max(64)).max(500).default([]),
    triggerConditions: z
      .object({
        invoiceAmountItems: z.array(z.object({ currency: z.string().regex(/^[A-Z0-9]{2,10}$/), amountFrom: MINOR }).strict()).max(50),
        baseCurrencyInvoiceAmountFrom: MINOR.nullable(),
      })
      .strict(),
    packageId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
    packageStep: z.number().int().min(1).max(20).nullable().default(null),
    freespins: z.object({ game: z.string().min(1).max(64), count: z.number().int().min(1).max(1000), wagerMultiplier: z.number().int().min(0).max(1000) }).strict().nullable().default(null),
    startsAt: z.iso.datetime().nullable().default(null),
    endsAt: z.iso.datetime().nullable().default(null),
    isEnabled: z.boolean().default(true),
  })
  .strict();

const templateView = (row: typeof bonuses.$inferSelect) => ({ id: row.id, pageIdentity: row.pageIdentity, kind: row.kind, title: row.title, isEnabled: row.isEnabled });

const bonusTemplate = z.object({ id: z.number().int(), pageIdentity: z.string(), kind: z.string(), title: z.string(), isEnabled: z.boolean() });

/** A template in full, as the operator wrote it (GET). */
const templateDetailView = (row: typeof bonuses.$inferSelect) => ({
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

const bonusTemplateDetail = z.object({
  id: z.number().int(),
  pageIdentity: z.string(),
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  currencies: z.record(z.string(), z.object({ amount: z.number().optional(), maxAmount: z.number().optional(), maxBet: z.number().optional(), maxConversion: z.number().optional(), freespinBet: z.number().optional() })),
  percent: z.number().int().nullable(),
  wagerMultiplier: z.number().int(),
  wagerIncludesDeposit: z.boolean(),
  wagerDays: z.number().int(),
  activationDays: z.number().int(),
  contribution: z.object({ games: z.record(z.string(), z.number()), collections: z.record(z.string(), z.number()), defaultRate: z.number(), sportsMinOdds: z.string().nullable(), sportsRate: z.number() }),
  gameIds: arrayOf(z.string()),
  triggerConditions: z.object({ invoiceAmountItems: arrayOf(z.object({ currency: z.string(), amountFrom: z.number() })), baseCurrencyInvoiceAmountFrom: z.number().nullable() }),
  packageId: z.number().int().nullable(),
  packageStep: z.number().int().nullable(),
  freespins: z.object({ game: z.string(), count: z.number().int(), wagerMultiplier: z.number().int() }).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** The operator's bonus API, `/api/admin/bonuses/...`, inside the admin scope (its token check guards it). */
export const bonusAdminRoutes: FastifyPluginAsyncZod<{ db: Database; bonuses: BonusService }> = async (app, { db, bonuses: service }) => {
  await app.register(bonusLinkFlagRoutes, { db });
  const conflict = (error: unknown, what: string): never => {
    if (isUniqueViolation(error)) throw new AppError(409, 'already_exists', `${what} already exists`);
    throw error;
  };
  const values = (body: z.infer<typeof bonusFields>) => ({
    ...body,
    startsAt: body.startsAt === null ? null : new Date(body.startsAt),
    endsAt: body.endsAt === null ? null : new Date(body.endsAt),
    updatedAt: new Date(),
  });

  /** What a template names must exist (a package, currencies, the free spins' game): 422 with the field, never a 500 or a silent no-op. */
  const checkReferences = async (body: z.infer<typeof bonusFields>): Promise<void> => {
    const fields: Record<string, string[]> = {};
    if (body.packageId !== null) {
      const [pack] = await db.select({ id: bonusPackages.id }).from(bonusPackages).where(eq(bonusPackages.id, body.packageId));
      if (!pack) fields.packageId = ['There is no such bonus package'];
    }
    if ((body.packageId === null) !== (body.packageStep === null)) fields.packageStep = ['A package step needs its package, and a package its step'];
    const named = [...new Set([...Object.keys(body.currencies), ...body.triggerConditions.invoiceAmountItems.map((item) => item.currency)])];
    const known = named.length === 0 ? [] : await queryRows<{ code: string }>(db, sql`select code from currencies where code in (${sql.join(named.map((code) => sql`${code}`), sql`, `)})`);
    const unknown = (codes: readonly string[]) => codes.filter((code) => !known.some((row) => row.code === code));
    if (unknown(Object.keys(body.currencies)).length > 0) fields.currencies = [`Unknown currencies: ${unknown(Object.keys(body.currencies)).join(', ')}`];
    const triggerUnknown = unknown(body.triggerConditions.invoiceAmountItems.map((item) => item.currency));
    if (triggerUnknown.length > 0) fields.triggerConditions = [`Unknown currencies: ${triggerUnknown.join(', ')}`];
    if (body.freespins && (await gamesByKeys(db, [body.freespins.game])).length === 0) fields.freespins = ['There is no such game'];
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  };

  app.post(
    '/templates',
    { schema: { tags, summary: 'Create a bonus template (deposit, free spins, code, manual)', body: bonusFields, response: { 201: bonusTemplate, ...errorResponses } } },
    async (request, reply) => {
      await checkReferences(request.body);
      const [row] = await db.insert(bonuses).values(values(request.body)).returning().catch((error: unknown) => conflict(error, 'A bonus with this page identity or package step'));
      if (!row) throw new Error('bonus insert returned no row');
      return reply.status(201).send(templateView(row));
    },
  );

  app.get(
    '/templates',
    { schema: { tags, summary: 'Every bonus template, in full, by id', response: { 200: z.object({ data: z.array(bonusTemplateDetail) }), ...errorResponses } } },
    async () => ({ data: (await db.select().from(bonuses).orderBy(asc(bonuses.id))).map(templateDetailView) }),
  );

  app.get(
    '/templates/:id',
    {
      schema: { tags, summary: 'One bonus template, in full', params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), response: { 200: bonusTemplateDetail, ...errorResponses } },
    },
    async (request) => {
      const [row] = await db.select().from(bonuses).where(eq(bonuses.id, request.params.id));
      if (!row) throw notFound('There is no such bonus');
      return templateDetailView(row);
    },
  );

  app.put(
    '/templates/:id',
    {
      schema: { tags, summary: 'Replace a bonus template’s terms (granted bonuses keep theirs)', params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), body: bonusFields, response: { 200: bonusTemplate, ...errorResponses } },
    },
    async (request) => {
      await checkReferences(request.body);
      const [row] = await db
        .update(bonuses)
        .set(values(request.body))
        .where(eq(bonuses.id, request.params.id))
        .returning()
        .catch((error: unknown) => conflict(error, 'A bonus with this page identity or package step'));
      if (!row) throw notFound('There is no such bonus');
      return templateView(row);
    },
  );

  app.post(
    '/packages',
    {
      schema: {
        tags,
        summary: 'Create a bonus package (steps are deposit bonuses with its packageId and a packageStep)',
        body: z.object({ identity: z.string().regex(/^[a-z0-9-]{1,64}$/), title: z.string().min(1).max(200) }).strict(),
        response: { 201: z.object({ id: z.number().int(), identity: z.string(), title: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const [row] = await db.insert(bonusPackages).values(request.body).returning({ id: bonusPackages.id, identity: bonusPackages.identity, title: bonusPackages.title }).catch((error: unknown) => conflict(error, 'A package with this identity'));
      if (!row) throw new Error('package insert returned no row');
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/codes',
    {
      schema: {
        tags,
        summary: 'Create a bonus code (case-insensitive) for a bonus, with its dates and use limits',
        body: z
          .object({
            code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
            bonusId: z.number().int().min(1).max(2_147_483_647),
            trigger: z.enum(BONUS_CODE_TRIGGERS),
            validFrom: z.iso.datetime().nullable().default(null),
            validTo: z.iso.datetime().nullable().default(null),
            maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null),
            maxUsesPerPlayer: z.number().int().min(1).max(1000).default(1),
          })
          .strict(),
        response: { 201: z.object({ id: z.string(), code: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const [template] = await db.select({ id: bonuses.id }).from(bonuses).where(eq(bonuses.id, body.bonusId));
      if (!template) throw new AppError(422, 'validation_failed', 'Some fields are not valid', { bonusId: ['There is no such bonus'] });
      const [row] = await db
        .insert(bonusCodes)
        .values({
          ...body,
          code: normalizeCode(body.code),
          validFrom: body.validFrom === null ? null : new Date(body.validFrom),
          validTo: body.validTo === null ? null : new Date(body.validTo),
        })
        .returning({ id: bonusCodes.id, code: bonusCodes.code })
        .catch((error: unknown) => conflict(error, 'This code'));
      if (!row) throw new Error('code insert returned no row');
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/players/:playerId/bonuses',
    {
      schema: {
        tags,
        summary: 'Issue a bonus to a player by hand, once per key (activated at once when asked and no other is active)',
        params: z.object({ playerId: z.uuid() }),
        body: z
          .object({
            bonusId: z.number().int().min(1).max(2_147_483_647),
            currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
            amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
            key: z.string().min(1).max(100),
            activate: z.boolean().default(true),
          })
          .strict(),
        response: { 201: playerBonus, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { amount, ...rest } = request.body;
      const issued = await service.issueManually({ ...rest, playerId: request.params.playerId, ...(amount === undefined ? {} : { amount: BigInt(amount) }) });
      return reply.status(201).send(issued);
    },
  );

  app.get(
    '/players/:playerId/bonuses',
    {
      schema: {
        tags,
        summary: 'A player’s bonuses of every status, with their wagering',
        params: z.object({ playerId: z.uuid() }),
        response: { 200: playerBonuses, ...errorResponses },
      },
    },
    async (request) => ({
      data: await service.listPlayerBonuses(request.params.playerId, { statuses: Object.values(PlayerBonusStatus) }),
    }),
  );
};
