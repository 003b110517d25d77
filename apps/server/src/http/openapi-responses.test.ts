import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  readonly paths: Readonly<
    Record<string, Readonly<Record<string, { readonly responses?: Readonly<Record<string, OpenApiResponse>> }>>>
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Why an operation's documented answers fall short, or undefined when they describe it. */
function responseProblem(responses: Readonly<Record<string, OpenApiResponse>> | undefined): string | undefined {
  if (!responses) return 'no responses';
  const success = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
  if (success.length === 0) return 'no success response';
  // @fastify/swagger invents `200: Default Response` for a route without a response schema.
  for (const [status, response] of success) {
    if (response.description === 'Default Response' && !response.content)
      return `${status} is the placeholder of a route without a response schema`;
    // A body-less answer (204, a redirect) has no content; any other names its schema.
    const bodyless = status === '204' || status.startsWith('3');
    if (
      !bodyless &&
      !Object.values(response.content ?? {}).some((media) => media.schema && Object.keys(media.schema).length > 0)
    ) {
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
    const errorSchema =
      document.paths['/api/player/profile']?.get?.responses?.['4XX']?.content?.['application/json']?.schema;
    expect(errorSchema).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: {
        error: { required: ['code', 'message'], properties: { code: { type: 'string' }, fields: { type: 'object' } } },
      },
    });
  });

  it('shows a 204 without a body and an answer with every field of its view', () => {
    const logout = document.paths['/api/player/sessions/logout']?.post?.responses?.['204'];
    expect(logout).toEqual({ description: 'No content' });
    const profile =
      document.paths['/api/player/profile']?.get?.responses?.['200']?.content?.['application/json']?.schema;
    expect(profile).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' }, emailConfirmed: { type: 'boolean' }, createdAt: { type: 'string' } },
    });
    expect(Object.keys((profile as { properties: object }).properties)).toHaveLength(26);
  });
});

describe('the operator document (/api/admin/docs/openapi.json, operator token only)', () => {
  it('describes the success answer and the error format of every operator operation too', async () => {
    const operator = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/admin/docs/openapi.json',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      })
    ).json<OpenApiDocument>();
    const problems: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(operator.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        operations += 1;
        const problem = responseProblem(operation.responses);
        if (problem) problems.push(`${method.toUpperCase()} ${path}: ${problem}`);
      }
    }
    expect(operations).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
