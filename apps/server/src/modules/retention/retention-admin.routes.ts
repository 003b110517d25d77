import { playerIdParam } from '../../http/id-params';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queryRows, type Database } from '../../db/database';
import { notFound, validationFailed } from '../../http/app-error';
import { arrayOf, errorResponses, noContent, pageOf } from '../../http/response-schemas';
import { ID, playerProgress, questDefinition, questInput, referralFlag } from './retention-admin.schemas';
import type { QuestDefinition, QuestService } from './quests.service';
import type { ReferralService } from './referral.service';

const tags = ['admin'];
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Refuses a quest naming unknown games, or ending before it starts (422 in the error format). */
async function checkQuestNames(db: Database, definition: z.infer<typeof questInput>): Promise<void> {
  const keys = [...new Set(definition.tasks.flatMap((task) => task.gameIds))];
  if (keys.length > 0) {
    const list = sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    );
    const found = await queryRows<{ id: string; identity: string }>(
      db,
      sql`select id::text as id, identity from games where identity in (${list}) or id::text in (${list})`,
    );
    const known = new Set(found.flatMap((row) => [row.id, row.identity]));
    const missing = keys.filter((key) => !known.has(key));
    if (missing.length > 0) throw validationFailed({ tasks: [`Unknown games: ${missing.join(', ')}`] });
  }
  if (Date.parse(definition.endsAt) <= Date.parse(definition.startsAt))
    throw validationFailed({ endsAt: ['Must be after startsAt'] });
}

/** A quest and its tasks as the operator's list shows them. */
function questDefinitionView(
  row: Awaited<ReturnType<QuestService['definitions']>>[number],
): z.infer<typeof questDefinition> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isSequential: row.isSequential,
    requiresActivation: row.requiresActivation,
    attemptsLimit: row.attemptsLimit,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    rewards: row.rewards.map((reward) => ({
      kind: reward.kind,
      ...(reward.bonus === undefined ? {} : { bonus: reward.bonus }),
      ...(reward.amount === undefined ? {} : { amount: reward.amount }),
    })),
    tasks: row.tasks.map((task) => ({
      id: task.id,
      position: task.position,
      type: task.type,
      quantity: Number(task.quantity),
      gameIds: task.gameIds,
      collection: task.collection,
      minMultiplierHundredths: task.minMultiplierHundredths,
      minOddsHundredths: task.minOddsHundredths,
    })),
  };
}

/** A created quest's body as the service takes it: dates as dates, task quantities as bigints. */
function toQuestDefinition(body: z.infer<typeof questInput>): QuestDefinition {
  return {
    ...body,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    tasks: body.tasks.map((task) => ({ ...task, quantity: BigInt(task.quantity) })),
  };
}

/** The quests themselves: list, create, move the window, end now. */
const questDefinitionRoutes: FastifyPluginAsyncZod<{ db: Database; quests: QuestService }> = async (
  app,
  { db, quests },
) => {
  app.get(
    '/quests',
    {
      schema: {
        tags,
        summary: 'Every quest with its tasks',
        response: { 200: z.object({ data: arrayOf(questDefinition) }), ...errorResponses },
      },
    },
    async () => ({ data: (await quests.definitions()).map(questDefinitionView) }),
  );

  app.post(
    '/quests',
    {
      schema: {
        tags,
        summary: 'Creates a quest with its tasks (in order) and rewards',
        body: questInput,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await checkQuestNames(db, request.body);
      return reply.status(201).send({ id: await quests.create(toQuestDefinition(request.body)) });
    },
  );

  app.put(
    '/quests/:id/schedule',
    {
      schema: {
        tags,
        summary: 'Moves a quest’s window',
        params: z.object({ id: ID }),
        body: z.object({ startsAt: z.iso.datetime().optional(), endsAt: z.iso.datetime().optional() }).strict(),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { startsAt, endsAt } = request.body;
      await quests.reschedule(request.params.id, {
        startsAt: startsAt ? new Date(startsAt) : undefined,
        endsAt: endsAt ? new Date(endsAt) : undefined,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/quests/:id/end',
    {
      schema: {
        tags,
        summary: 'Ends a quest now; live attempts expire (5 or 6) on the next expiry run',
        params: z.object({ id: ID }),
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [quest] = (await quests.definitions()).filter((row) => row.id === request.params.id);
      if (!quest) throw notFound('There is no such quest');
      const now = quests.now();
      await quests.reschedule(request.params.id, {
        startsAt: quest.startsAt < now ? quest.startsAt : new Date(now.getTime() - 1),
        endsAt: now,
      });
      return reply.status(204).send();
    },
  );
};

/** The players' attempts of a quest, and the operator's correction of one. */
const questProgressRoutes: FastifyPluginAsyncZod<{ quests: QuestService }> = async (app, { quests }) => {
  app.get(
    '/quests/:id/progress',
    {
      schema: {
        tags,
        summary: 'Each player’s attempts of a quest and their task progress (the latest 500)',
        params: z.object({ id: ID }),
        response: { 200: z.object({ data: arrayOf(playerProgress) }), ...errorResponses },
      },
    },
    async (request) => ({
      data: (await quests.progress(request.params.id)).map((row) => ({
        id: row.id,
        playerId: row.playerId,
        attempt: row.attempt,
        state: row.state,
        activatedAt: iso(row.activatedAt),
        completedAt: iso(row.completedAt),
        rewardsGrantedAt: iso(row.rewardsGrantedAt),
        tasks: row.tasks.map((task) => ({
          taskId: task.taskId,
          progress: Number(task.progress),
          completedAt: iso(task.completedAt),
        })),
      })),
    }),
  );

  app.post(
    '/quests/:id/players/:playerId/complete',
    {
      schema: {
        tags,
        summary:
          'Correction: completes a player’s attempt in progress and pays its rewards, once (as the completing event would); completed false when none was in progress',
        params: z.object({ id: ID, playerId: z.uuid() }),
        response: { 200: z.object({ completed: z.boolean() }), ...errorResponses },
      },
    },
    async (request) => ({
      completed: await quests.completeByOperator(request.params.id, playerIdParam(request.params.playerId)),
    }),
  );
};

/** Referral review: the self-referrals found. */
const referralFlagRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (app, { referral }) => {
  app.get(
    '/referral-flags',
    {
      schema: {
        tags,
        summary: 'Self-referrals (the two accounts share a device or a card): never paid commission',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          perPage: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: pageOf(referralFlag), ...errorResponses },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      const { rows, total } = await referral.flagged(perPage, (page - 1) * perPage);
      return {
        data: rows.map((row) => ({
          referredPlayerId: row.referredPlayerId,
          referrerPlayerId: row.referrerPlayerId,
          source: row.source,
          kind: row.selfReferralKind,
          value: row.selfReferralValue,
          flaggedAt: iso(row.flaggedAt),
          createdAt: row.createdAt.toISOString(),
        })),
        meta: { page, perPage, totalRows: total, totalPages: Math.ceil(total / perPage) },
      };
    },
  );
};

/** The operator's quests and referral review, under /api/admin/retention (operator token, as every admin route). */
export const retentionAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  quests: QuestService;
  referral: ReferralService;
}> = async (app, { db, quests, referral }) => {
  await app.register(questDefinitionRoutes, { db, quests });
  await app.register(questProgressRoutes, { quests });
  await app.register(referralFlagRoutes, { referral });
};
