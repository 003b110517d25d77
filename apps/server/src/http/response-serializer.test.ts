import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { AppError } from './app-error';
import {
  createResponseSerializer,
  PRODUCTION_CHECK_EVERY,
  PRODUCTION_CHECKED_FIRST,
  type ResponseSerializerOptions,
} from './response-serializer';
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
  options: ResponseSerializerOptions,
  body: unknown,
  error?: AppError,
): Promise<FastifyInstance> {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(createResponseSerializer(options));
  registerErrorHandler(server);
  server.get('/item', { schema: { response: { 200: item, ...errorResponses } } }, async () => {
    if (error) throw error;
    return body as ItemView;
  });
  app = server;
  return server;
}

const TESTS: ResponseSerializerOptions = { refuseChangedAnswers: true };

/** Production's serializer of the `item` schema alone, each report kept. */
function productionSerializer(): { serialize: (data: unknown) => string; reports: unknown[][] } {
  const reports: unknown[][] = [];
  const compile = createResponseSerializer({
    refuseChangedAnswers: false,
    onChangedAnswer: (...report) => reports.push(report),
  });
  const serialize = compile({ schema: item, method: 'GET', url: '/item', httpStatus: '200' }) as (
    data: unknown,
  ) => string;
  return { serialize, reports };
}

describe('the response serializer', () => {
  it('sends an answer that matches its schema unchanged', async () => {
    const body = { id: 'a', amount: 5, tags: ['x'], note: 'n' };
    const response = await (await appAnswering(TESTS, body)).inject({ method: 'GET', url: '/item' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('in tests, refuses an answer the schema would cut (a key it does not list)', async () => {
    const response = await (await appAnswering(TESTS, { id: 'a', amount: 5, tags: [], secret: 'kept out' })).inject({
      method: 'GET',
      url: '/item',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
  });

  it('in production, sends only the keys the schema lists, and logs a sample of the answers it cut', async () => {
    const reports: unknown[][] = [];
    const server = await appAnswering(
      { refuseChangedAnswers: false, onChangedAnswer: (...report) => reports.push(report) },
      { id: 'a', amount: 5, tags: [], secret: 'kept out' },
    );
    const answers = PRODUCTION_CHECKED_FIRST + 3;
    for (let index = 0; index < answers; index += 1) {
      const response = await server.inject({ method: 'GET', url: '/item' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', amount: 5, tags: [] });
    }
    // The first answers are compared, the next ones only one in PRODUCTION_CHECK_EVERY.
    expect(reports).toHaveLength(PRODUCTION_CHECKED_FIRST);
    // What the answers looked like and where they differ, not what they said: the cut key may hold a secret.
    expect(reports[0]).toEqual([
      'GET /item (200)',
      '{"id":"<string>","amount":"<number>","tags":[]}',
      '{"id":"<string>","amount":"<number>","tags":[],"secret":"<string>"}',
      ['secret'],
    ]);
    expect(JSON.stringify(reports)).not.toContain('kept out');
  });

  it('in production, compares the first answers and then one in PRODUCTION_CHECK_EVERY, naming each changed place', () => {
    const { serialize, reports } = productionSerializer();
    const cut = { id: 'a', amount: 5, tags: ['x'], note: 'n', extra: { deep: true } };
    const sent = '{"id":"a","amount":5,"tags":["x"],"note":"n"}';
    for (let answer = 1; answer <= 2 * PRODUCTION_CHECK_EVERY; answer += 1) expect(serialize(cut)).toBe(sent);
    expect(reports).toHaveLength(PRODUCTION_CHECKED_FIRST + 2);
    expect(reports.map((report) => report[3])).toEqual(
      Array.from({ length: PRODUCTION_CHECKED_FIRST + 2 }, () => ['extra']),
    );
    // An answer the schema sends unchanged is never reported.
    const before = reports.length;
    for (let answer = 1; answer <= PRODUCTION_CHECK_EVERY; answer += 1) serialize({ id: 'a', amount: 5, tags: [] });
    expect(reports).toHaveLength(before);
  });

  it('refuses in tests and reports in production the same change: a key the schema does not list, at any depth', async () => {
    const nested = z.object({ items: z.array(item) });
    const body = {
      items: [
        { id: 'a', amount: 1, tags: [] },
        { id: 'b', amount: 2, tags: [], token: 't0p' },
      ],
    };
    const server = Fastify().withTypeProvider<ZodTypeProvider>();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(createResponseSerializer(TESTS));
    registerErrorHandler(server);
    server.get('/items', { schema: { response: { 200: nested } } }, async () => body);
    app = server;
    expect((await server.inject({ method: 'GET', url: '/items' })).statusCode).toBe(500);

    const reports: unknown[][] = [];
    const compile = createResponseSerializer({
      refuseChangedAnswers: false,
      onChangedAnswer: (...report) => reports.push(report),
    });
    const serialize = compile({ schema: nested, method: 'GET', url: '/items', httpStatus: '200' }) as (
      data: unknown,
    ) => string;
    expect(JSON.parse(serialize(body))).toEqual({ items: [body.items[0], { id: 'b', amount: 2, tags: [] }] });
    expect(reports.map((report) => report[3])).toEqual([['items[1].token']]);
  });

  it('cannot be built for production without a place to report a changed answer (checked by tsc)', () => {
    // @ts-expect-error production must be told of a changed answer
    expect(() => createResponseSerializer({ refuseChangedAnswers: false })).not.toThrow();
  });

  it('sends error answers exactly as the error handler built them, not through the success schema', async () => {
    // A field named like a prototype key is still a field (the fuzzer sends such names); JSON.parse makes it an own key.
    const fields = JSON.parse('{"__proto__":["odd but valid"],"amount":["Too large"]}') as Record<string, string[]>;
    const error = new AppError(422, 'validation_failed', 'Some fields are not valid', fields, 13100);
    const response = await (await appAnswering(TESTS, undefined, error)).inject({ method: 'GET', url: '/item' });
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
    // At run time it hands back the very schema it was given: a route answers through what it wrote.
    const schema = z.object({
      id: z.string(),
      amount: z.number(),
      tags: z.array(z.string()),
      note: z.string().optional(),
    });
    expect(schemaFor<ItemView>()(schema)).toBe(schema);
  });
});
