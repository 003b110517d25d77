import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { AppError } from './app-error';
import { createResponseSerializer, PRODUCTION_CHECKED_FIRST } from './response-serializer';
import { errorResponses, schemaFor } from './response-schemas';

interface ItemView {
  readonly id: string;
  readonly amount: number;
  readonly tags: readonly string[];
  readonly note?: string;
}

const item = schemaFor<ItemView>()(
  z.object({
    id: z.string(),
    amount: z.number().int(),
    tags: z.array(z.string()).readonly(),
    note: z.string().optional(),
  }),
);

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

/** One route answering `body` through the `item` schema, and one failing with `error`. */
async function appAnswering(
  refuseChangedAnswers: boolean,
  body: unknown,
  error?: AppError,
  onChangedAnswer?: (route: string, sent: string, meant: string) => void,
): Promise<FastifyInstance> {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(
    createResponseSerializer({ refuseChangedAnswers, ...(onChangedAnswer ? { onChangedAnswer } : {}) }),
  );
  registerErrorHandler(server);
  server.get('/item', { schema: { response: { 200: item, ...errorResponses } } }, async () => {
    if (error) throw error;
    return body as ItemView;
  });
  app = server;
  return server;
}

describe('the response serializer', () => {
  it('sends an answer that matches its schema unchanged', async () => {
    const body = { id: 'a', amount: 5, tags: ['x'], note: 'n' };
    const response = await (await appAnswering(true, body)).inject({ method: 'GET', url: '/item' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('in tests, refuses an answer the schema would cut (a key it does not list)', async () => {
    const response = await (await appAnswering(true, { id: 'a', amount: 5, tags: [], secret: 'kept out' })).inject({
      method: 'GET',
      url: '/item',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
  });

  it('in production, sends only the keys the schema lists, and logs a sample of the answers it cut', async () => {
    const reports: string[] = [];
    const server = await appAnswering(
      false,
      { id: 'a', amount: 5, tags: [], secret: 'kept out' },
      undefined,
      (route, sent, meant) => reports.push(`${route}: ${sent} / ${meant}`),
    );
    const answers = PRODUCTION_CHECKED_FIRST + 3;
    for (let index = 0; index < answers; index += 1) {
      const response = await server.inject({ method: 'GET', url: '/item' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', amount: 5, tags: [] });
    }
    // The first answers are compared, the next ones only one in PRODUCTION_CHECK_EVERY.
    expect(reports).toHaveLength(PRODUCTION_CHECKED_FIRST);
    expect(reports[0]).toBe(
      'GET /item (200): {"id":"a","amount":5,"tags":[]} / {"id":"a","amount":5,"tags":[],"secret":"kept out"}',
    );
  });

  it('sends error answers exactly as the error handler built them, not through the success schema', async () => {
    // A field named like a prototype key is still a field (the fuzzer sends such names); JSON.parse makes it an own key.
    const fields = JSON.parse('{"__proto__":["odd but valid"],"amount":["Too large"]}') as Record<string, string[]>;
    const error = new AppError(422, 'validation_failed', 'Some fields are not valid', fields, 13100);
    const response = await (await appAnswering(true, undefined, error)).inject({ method: 'GET', url: '/item' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toBe(
      '{"error":{"code":"validation_failed","message":"Some fields are not valid","fields":{"__proto__":["odd but valid"],"amount":["Too large"]},"domainCode":13100}}',
    );
  });
});

describe('schemaFor', () => {
  it('accepts only a schema that outputs exactly the view (checked by tsc)', () => {
    // @ts-expect-error a field of the view is missing: the answer would lose it
    schemaFor<ItemView>()(z.object({ id: z.string(), amount: z.number(), tags: z.array(z.string()) }));
    schemaFor<ItemView>()(
      // @ts-expect-error a field the view does not have
      z.object({
        id: z.string(),
        amount: z.number(),
        tags: z.array(z.string()),
        note: z.string().optional(),
        extra: z.string(),
      }),
    );
    schemaFor<ItemView>()(
      // @ts-expect-error a field of another type
      z.object({
        id: z.string().nullable(),
        amount: z.number(),
        tags: z.array(z.string()),
        note: z.string().optional(),
      }),
    );
    schemaFor<ItemView>()(
      // @ts-expect-error an optional field made required
      z.object({ id: z.string(), amount: z.number(), tags: z.array(z.string()), note: z.string() }),
    );
    // The schema that matches the view is the one the routes use: it answers the view unchanged.
    expect(item.parse({ id: 'a', amount: 1, tags: ['x'] })).toEqual({ id: 'a', amount: 1, tags: ['x'] });
  });
});
