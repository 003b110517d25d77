import Fastify, { type FastifyInstance, type FastifyPluginOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../modules/admin/admin.routes';
import { paymentAdminRoutes } from '../modules/payment/payment-admin.routes';
import { TEST_ADMIN_TOKEN } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 12: every route declares its response schema, so the OpenAPI document describes what the
 * API returns. A route without one is a hole in the document a client generator falls into.
 */

interface OpenApiResponse {
  readonly description?: string;
  readonly content?: Readonly<Record<string, { readonly schema?: Record<string, unknown> }>>;
}
interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, { readonly responses?: Readonly<Record<string, OpenApiResponse>> }>>>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);


/** Why an operation's documented answers fall short, or undefined when they describe it. */
function responseProblem(responses: Readonly<Record<string, OpenApiResponse>> | undefined): string | undefined {
  if (!responses) return 'no responses';
  const success = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
  if (success.length === 0) return 'no success response';
  // @fastify/swagger invents `200: Default Response` for a route without a response schema.
  for (const [status, response] of success) {
    if (response.description === 'Default Response' && !response.content) return `${status} is the placeholder of a route without a response schema`;
    // A body-less answer (204, a redirect) has no content; any other names its schema.
    const bodyless = status === '204' || status.startsWith('3');
    if (!bodyless && !Object.values(response.content ?? {}).some((media) => media.schema && Object.keys(media.schema).length > 0)) {
      return `${status} has no schema`;
    }
  }
  if (!responses['4XX'] || !responses['5XX']) return 'the error format (4XX, 5XX) is not documented';
  return undefined;
}

let testApp: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
});
afterAll(async () => testApp?.close());

describe('the OpenAPI document', () => {
  it('describes the success answer and the error format of every operation', () => {
    const problems: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        operations += 1;
        const name = `${method.toUpperCase()} ${path}`;
        const problem = responseProblem(operation.responses);
        if (problem) problems.push(`${name}: ${problem}`);
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('documents the error format once, as the error handler sends it', () => {
    const errorSchema = document.paths['/api/player/profile']?.get?.responses?.['4XX']?.content?.['application/json']?.schema;
    expect(errorSchema).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'], properties: { code: { type: 'string' }, fields: { type: 'object' } } } },
    });
  });

  it('shows a 204 without a body and an answer with every field of its view', () => {
    const logout = document.paths['/api/player/sessions/logout']?.post?.responses?.['204'];
    expect(logout).toEqual({ description: 'No content' });
    const profile = document.paths['/api/player/profile']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(profile).toMatchObject({ type: 'object', properties: { id: { type: 'string' }, emailConfirmed: { type: 'boolean' }, createdAt: { type: 'string' } } });
    expect(Object.keys((profile as { properties: object }).properties)).toHaveLength(26);
  });
});

describe('the operator routes (left out of the public document)', () => {
  it('declare their response schemas too', async () => {
    const routes = await routesOf(adminRoutes, {
      adminToken: TEST_ADMIN_TOKEN,
      publicUrl: 'http://localhost',
      autologinTokenTtlSeconds: 300,
      ...noServices('player', 'auth', 'wallet'),
      operatorRoutes: [async (scope: FastifyInstance) => scope.register(paymentAdminRoutes, { prefix: '/payment', payment: { operations: {} } as never })],
    });
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.filter((route) => !hasSuccessAndErrorSchemas(route)).map((route) => `${String(route.method)} ${route.url}`)).toEqual([]);
  });
});

function hasSuccessAndErrorSchemas(route: RouteOptions): boolean {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return Object.keys(response).some((status) => /^[23]/.test(status)) && '4xx' in response && '5xx' in response;
}

/** The routes a plugin adds, as Fastify sees them; services are never called while routes are added. */
async function routesOf<Options extends FastifyPluginOptions>(plugin: FastifyPluginAsyncZod<Options>, options: Options): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.register(plugin, options);
  await app.ready();
  await app.close();
  return routes.filter((route) => route.method !== 'HEAD');
}

function noServices<Name extends string>(...names: Name[]): Record<Name, never> {
  return Object.fromEntries(names.map((name) => [name, undefined])) as Record<Name, never>;
}
