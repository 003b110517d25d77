import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../testing/payments';
import { bearer, randomAddress, registerPlayer, type RegisteredPlayer } from '../testing/players';
import { createTestApp, type TestApp } from '../testing/test-app';
import { judge } from './fuzz-runner';
import { operationsOf, type OpenApiDocument, type Operation, type Parameter } from './openapi-operations';

/**
 * Who may call what, route by route: every operation of the operator document
 * (`/api/admin/docs/openapi.json`) refuses a caller without the operator token (none, a player's
 * access token, a wrong or malformed one) with 401 `admin_unauthorized` before it reads anything,
 * and lets the operator through. The operator document itself is the operator's only; the public
 * document names no operator route.
 */

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

let testApp: TestApp;
let player: RegisteredPlayer;
let operatorOperations: Operation[];
const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const asOperator = bearer(TEST_ADMIN_TOKEN);

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  player = await registerPlayer(testApp.app);
  const document = await inject({ method: 'GET', url: '/api/admin/docs/openapi.json', headers: asOperator });
  expect(document.statusCode, document.body).toBe(200);
  operatorOperations = operationsOf(document.json<OpenApiDocument>());
}, 120_000);
afterAll(async () => testApp?.close());

/** A value a path parameter of this schema takes, naming nothing that exists: the route answers, nothing changes. */
function unknownValueOf(parameter: Parameter): string {
  const { schema } = parameter;
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return '999999999';
  if (schema.format === 'uuid' || /^(id|playerId)$/.test(parameter.name)) return UNKNOWN_UUID;
  return 'no-such-thing';
}

/** The operation's URL with every path parameter filled. */
function urlOf(operation: Operation): string {
  return operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce((path, parameter) => path.replace(`{${parameter.name}}`, unknownValueOf(parameter)), operation.path);
}

describe('the authorization matrix of the operator API', () => {
  it('covers every operator route of the operator document, and only those', () => {
    expect(operatorOperations.length).toBeGreaterThan(30);
    for (const operation of operatorOperations) expect(operation.path).toMatch(/^\/api\/admin\//);
  });

  it('refuses every operator route without the operator token: none, a player’s, a wrong one, a malformed one (401 admin_unauthorized)', async () => {
    const callers: Record<string, Record<string, string>> = {
      'no token': {},
      "a player's token": bearer(player.accessToken),
      'a wrong token': bearer(`${TEST_ADMIN_TOKEN}x`),
      'the token without its scheme': { authorization: TEST_ADMIN_TOKEN },
    };
    for (const operation of operatorOperations) {
      for (const [caller, headers] of Object.entries(callers)) {
        // A body that would pass is no help either: the token is checked before the body is read.
        const response = await inject({
          method: operation.method,
          url: urlOf(operation),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(response.statusCode, `${operation.method} ${operation.path} with ${caller}`).toBe(401);
        expect(response.json(), `${operation.method} ${operation.path} with ${caller}`).toMatchObject({
          error: { code: 'admin_unauthorized' },
        });
      }
    }
  });

  it('lets the operator reach every operator route: never 401 or 403, never 5xx, every refusal in the error format', async () => {
    for (const operation of operatorOperations) {
      const withBody =
        operation.body !== undefined
          ? { headers: { ...asOperator, 'content-type': 'application/json' }, payload: '{}' }
          : { headers: asOperator };
      const response = await inject({ method: operation.method, url: urlOf(operation), ...withBody });
      const label = `${operation.method} ${operation.path}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect([401, 403], label).not.toContain(response.statusCode);
      expect(judge(response), label).toBeUndefined();
    }
  });
});

describe('the operator document', () => {
  it('is the operator’s only: 401 without the operator token, and no operator route in the public document', async () => {
    for (const headers of [{}, bearer(player.accessToken), bearer(`${TEST_ADMIN_TOKEN}x`)]) {
      const response = await inject({ method: 'GET', url: '/api/admin/docs/openapi.json', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'admin_unauthorized' } });
    }
    const publicDocument = (await inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
    expect(Object.keys(publicDocument.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    const operatorDocument = (
      await inject({ method: 'GET', url: '/api/admin/docs/openapi.json', headers: asOperator })
    ).json<OpenApiDocument & { info: { title: string } }>();
    expect(operatorDocument.info.title).toBe('Casino platform operator API');
    // Every public path stays out of it.
    expect(Object.keys(operatorDocument.paths).filter((path) => !path.startsWith('/api/admin/'))).toEqual([]);
  });
});
