import { playerIdParam } from '../../http/id-params';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlayerBonusStatus } from '@casino/shared';
import { errorResponses } from '../../http/response-schemas';
import {
  bonusFields,
  bonusTemplate,
  bonusTemplateDetail,
  codeFields,
  packageFields,
  templateDetailView,
  templateIdParams,
  templateView,
} from './bonus-admin.schemas';
import { bonusLinkFlagRoutes, type LinkFlagList } from './bonus-link-flags.routes';
import type { BonusTemplates } from './bonus-templates';
import type { BonusService } from './bonus.service';
import { playerBonus, playerBonuses } from './bonus.responses';

const tags = ['admin'];

/** Templates, packages and codes: the catalogue the operator writes (BonusTemplates does the writing). */
const bonusCatalogueRoutes: FastifyPluginAsyncZod<{ templates: BonusTemplates }> = async (app, { templates }) => {
  app.post(
    '/templates',
    {
      schema: {
        tags,
        summary: 'Create a bonus template (deposit, free spins, code, manual)',
        body: bonusFields,
        response: { 201: bonusTemplate, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(templateView(await templates.create(request.body))),
  );

  app.get(
    '/templates',
    {
      schema: {
        tags,
        summary: 'Every bonus template, in full, by id',
        response: { 200: z.object({ data: z.array(bonusTemplateDetail) }), ...errorResponses },
      },
    },
    async () => ({ data: (await templates.list()).map(templateDetailView) }),
  );

  app.get(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'One bonus template, in full',
        params: templateIdParams,
        response: { 200: bonusTemplateDetail, ...errorResponses },
      },
    },
    async (request) => templateDetailView(await templates.get(request.params.id)),
  );

  app.put(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'Replace a bonus template’s terms (granted bonuses keep theirs)',
        params: templateIdParams,
        body: bonusFields,
        response: { 200: bonusTemplate, ...errorResponses },
      },
    },
    async (request) => templateView(await templates.replace(request.params.id, request.body)),
  );

  app.post(
    '/packages',
    {
      schema: {
        tags,
        summary: 'Create a bonus package (steps are deposit bonuses with its packageId and a packageStep)',
        body: packageFields,
        response: {
          201: z.object({ id: z.number().int(), identity: z.string(), title: z.string() }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await templates.createPackage(request.body)),
  );

  app.post(
    '/codes',
    {
      schema: {
        tags,
        summary: 'Create a bonus code (case-insensitive) for a bonus, with its dates and use limits',
        body: codeFields,
        response: { 201: z.object({ id: z.string(), code: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await templates.createCode(request.body)),
  );
};

/** A player's bonuses, by hand: issue one, list them all with their wagering. */
const playerBonusAdminRoutes: FastifyPluginAsyncZod<{ bonuses: BonusService }> = async (app, { bonuses: service }) => {
  app.post(
    '/players/:playerId/bonuses',
    {
      schema: {
        tags,
        summary:
          'Issue a bonus to a player by hand, once per key (activated at once when asked and no other is active)',
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
      const issued = await service.issueManually({
        ...rest,
        playerId: playerIdParam(request.params.playerId),
        ...(amount === undefined ? {} : { amount: BigInt(amount) }),
      });
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
      data: await service.listPlayerBonuses(playerIdParam(request.params.playerId), {
        statuses: Object.values(PlayerBonusStatus),
      }),
    }),
  );
};

export interface BonusAdminRoutesOptions {
  readonly bonuses: BonusService;
  /** The operator's catalogue: templates, packages and codes. */
  readonly templates: BonusTemplates;
  /** The accounts refused a bonus without a deposit. */
  readonly linkFlags: LinkFlagList;
}

/**
 * The operator's bonus API, `/api/admin/bonuses/...`, inside the admin scope (its token check
 * guards it). HTTP only: the bonus module's services read and write the tables.
 */
export const bonusAdminRoutes: FastifyPluginAsyncZod<BonusAdminRoutesOptions> = async (app, options) => {
  await app.register(bonusLinkFlagRoutes, { linkFlags: options.linkFlags });
  await app.register(bonusCatalogueRoutes, { templates: options.templates });
  await app.register(playerBonusAdminRoutes, { bonuses: options.bonuses });
};
