import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { errorBody } from './response-schemas';

type SchemaCompiler = FastifySerializerCompiler<$ZodType | { properties: $ZodType }>;

/**
 * Told of an answer its response schema changed. `sent` and `meant` are the two answers' shapes,
 * every value replaced by its type (`"<string>"`): a key the schema cut may hold a secret and an
 * answer a player's personal data, neither of which belongs in a log. `paths` names each place
 * that differs (`secret`, `items[0].note`).
 */
export type ChangedAnswerReport = (route: string, sent: string, meant: string, paths: readonly string[]) => void;

/**
 * What happens to an answer the schema would change (a key the schema does not list, a value it
 * would change). Types tie each schema to its view, but a handler may still return an object with
 * more keys than its type says.
 * - Tests (`refuseChangedAnswers: true`): the answer is refused (a 500), so the test fails.
 * - Production (`false`): the schema's keys are what is sent, and each route's first answers and
 *   then one in PRODUCTION_CHECK_EVERY are compared the same way and the difference reported
 *   (`onChangedAnswer`, a warning in the log), so a cut answer is seen without paying the
 *   comparison on every answer of the bet path. The report is required: a cut is never silent.
 */
export type ResponseSerializerOptions =
  | { readonly refuseChangedAnswers: true; readonly onChangedAnswer?: ChangedAnswerReport }
  | { readonly refuseChangedAnswers: false; readonly onChangedAnswer: ChangedAnswerReport };

/** In production, each route's first answers and then one in this many are compared. */
export const PRODUCTION_CHECKED_FIRST = 5;
export const PRODUCTION_CHECK_EVERY = 1000;

/**
 * The zod serializer of fastify-type-provider-zod, with two differences: error answers are sent
 * exactly as the error handler built them (its body is already in the error format; running it
 * through zod would drop a field named `__proto__` from `fields`), and an answer the schema would
 * change is refused in tests and reported (sampled, without its values) in production.
 */
export function createResponseSerializer(options: ResponseSerializerOptions): SchemaCompiler {
  return (route) => {
    if (route.schema === errorBody) return (data) => JSON.stringify(data);
    const serialize = serializerCompiler(route);
    const name = `${route.method} ${route.url} (${route.httpStatus})`;
    if (options.refuseChangedAnswers) {
      return (data) => {
        const sent = serialize(data);
        const change = changeOf(sent, data);
        if (change)
          throw new Error(
            `The response schema of ${name} changes the answer at ${change.paths.join(', ')}: ${sent} instead of ${JSON.stringify(data)}`,
          );
        return sent;
      };
    }
    const report = options.onChangedAnswer;
    let answers = 0;
    return (data) => {
      const sent = serialize(data);
      answers += 1;
      if (answers <= PRODUCTION_CHECKED_FIRST || answers % PRODUCTION_CHECK_EVERY === 0) {
        const change = changeOf(sent, data);
        if (change)
          report(name, JSON.stringify(shapeOf(change.sent)), JSON.stringify(shapeOf(change.meant)), change.paths);
      }
      return sent;
    };
  };
}

/** The answer sent and the one meant (both as parsed JSON) and where they differ; undefined when they do not. */
function changeOf(
  sent: string,
  data: unknown,
): { readonly sent: unknown; readonly meant: unknown; readonly paths: readonly string[] } | undefined {
  const sentValue: unknown = JSON.parse(sent);
  const meantValue: unknown = JSON.parse(JSON.stringify(data) ?? 'null');
  if (isDeepStrictEqual(sentValue, meantValue)) return undefined;
  const paths: string[] = [];
  differences(sentValue, meantValue, '', paths);
  return { sent: sentValue, meant: meantValue, paths };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds to `paths` each place where `sent` and `meant` differ (a missing key, an extra one, another value). */
function differences(sent: unknown, meant: unknown, path: string, paths: string[]): void {
  if (isDeepStrictEqual(sent, meant)) return;
  if (isRecord(sent) && isRecord(meant)) {
    for (const key of new Set([...Object.keys(sent), ...Object.keys(meant)]))
      differences(sent[key], meant[key], path ? `${path}.${key}` : key, paths);
  } else if (Array.isArray(sent) && Array.isArray(meant) && sent.length === meant.length) {
    sent.forEach((item, index) => differences(item, meant[index], `${path}[${index}]`, paths));
  } else {
    paths.push(path || '(the answer)');
  }
}

/** A JSON value with every leaf replaced by its type: what it looked like, without what it said. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value === null ? null : `<${typeof value}>`;
}
