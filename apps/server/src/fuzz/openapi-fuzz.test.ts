import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerIntact } from '../testing/ledger';
import { TEST_ADMIN_TOKEN } from '../testing/payments';
import { testDatabaseServerUrl } from '../testing/test-database';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createFuzzContext } from './fuzz-context';
import { formatSummary, fuzzOperations } from './fuzz-runner';
import { operationsOf, type OpenApiDocument } from './openapi-operations';

/**
 * Property-based fuzzing of every operation of the OpenAPI document and of the operator document
 * (`/api/admin/docs/openapi.json`): bad values of every kind, sent as a guest, as the player, as
 * another player, with forged tokens, and to operator routes mostly as the operator. Never a 5xx;
 * every 4xx in the error format; the ledger intact at the end. CI runs a short round (operator
 * routes fewer times: they are many and slow to set up again); `npm run fuzz` a long one
 * (FUZZ_RUNS per operation, FUZZ_OPERATOR_RUNS for operator routes, FUZZ_SEED to replay).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const OPERATOR_RUNS = Number(process.env.FUZZ_OPERATOR_RUNS ?? process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);
/** Operator operations' seeds follow the public ones' (each operation's seed is the run's plus its index). */
const OPERATOR_SEED_OFFSET = 100_000;
/** A generous bound per request on a busy 2-core machine; the short run stays far below it. */
const TIME_PER_REQUEST_MS = 150;
const FUZZ_TELEGRAM_BOT_TOKEN = '123456:fuzz-bot-token-0123456789abcdef';

let testApp: TestApp;
beforeAll(async () => {
  // A bot token, so the messenger routes run their checks instead of answering 503 (not configured).
  testApp = await createTestApp({
    environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, TELEGRAM_BOT_TOKEN: FUZZ_TELEGRAM_BOT_TOKEN },
  });
});
afterAll(async () => testApp?.close());

describe('the API under generated bad input', () => {
  it(
    'never answers 5xx, answers every 4xx in the error format, and leaves the ledger intact',
    async () => {
      const app = testApp.app;
      const document = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
      const operatorDocument = (
        await app.inject({
          method: 'GET',
          url: '/api/admin/docs/openapi.json',
          headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        })
      ).json<OpenApiDocument>();
      const operations = operationsOf(document);
      const operatorOperations = operationsOf(operatorDocument);
      expect(operations.length).toBeGreaterThan(50);
      expect(operatorOperations.length).toBeGreaterThan(30);
      expect(operatorOperations.every((operation) => operation.operator)).toBe(true);
      // Printed first, so a run that throws before its report can still be replayed (FUZZ_SEED).
      process.stdout.write(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays this run)\n`);
      const context = await createFuzzContext(app, TEST_ADMIN_TOKEN);
      const database = testDatabaseServerUrl ? 'PostgreSQL' : 'PGlite';
      const summary = await fuzzOperations(app, context, operations, { runs: RUNS, seed: SEED });
      const operatorSummary = await fuzzOperations(app, context, operatorOperations, {
        runs: OPERATOR_RUNS,
        seed: SEED + OPERATOR_SEED_OFFSET,
      });
      const report = `${formatSummary(summary, database)}\n${formatSummary(operatorSummary, `${database}, operator document`)}`;
      process.stdout.write(`${report}\n`);
      expect([...summary.findings, ...operatorSummary.findings], report).toEqual([]);
      // Nothing broken behind the answers: money balances, and the players can still use the site.
      await expectLedgerIntact(app);
      await context.revive();
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/player/init',
            headers: { authorization: context.authorizationOf('player') ?? '' },
          })
        ).statusCode,
      ).toBe(200);
    },
    60_000 + (RUNS * 130 + OPERATOR_RUNS * 45) * TIME_PER_REQUEST_MS,
  );
});
