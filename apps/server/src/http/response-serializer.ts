import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { errorBody } from './response-schemas';

type SchemaCompiler = FastifySerializerCompiler<$ZodType | { properties: $ZodType }>;

export interface ResponseSerializerOptions {
  /**
   * Tests: refuse an answer the schema would have cut (a key the schema does not list, a value it
   * would change). Types tie each schema to its view, but a handler may still return an object
   * with more keys than its type says; in tests that is an error. In production the schema's keys
   * are what is sent, and a sample of each route's answers is compared the same way and the
   * difference logged (`onChangedAnswer`), so a cut answer is seen without paying the comparison
   * on every answer of the bet path.
   */
  readonly refuseChangedAnswers: boolean;
  /** Production: told of an answer the schema changed (a sampled one). */
  readonly onChangedAnswer?: (route: string, sent: string, meant: string) => void;
}

/** In production, each route's first answers and then one in this many are compared. */
export const PRODUCTION_CHECKED_FIRST = 5;
export const PRODUCTION_CHECK_EVERY = 1000;

/**
 * The zod serializer of fastify-type-provider-zod, with two differences: error answers are sent
 * exactly as the error handler built them (its body is already in the error format; running it
 * through zod would drop a field named `__proto__` from `fields`), and an answer the schema would
 * change is refused in tests and logged (sampled) in production.
 */
export function createResponseSerializer(options: ResponseSerializerOptions): SchemaCompiler {
  return (route) => {
    if (route.schema === errorBody) return (data) => JSON.stringify(data);
    const serialize = serializerCompiler(route);
    const name = `${route.method} ${route.url} (${route.httpStatus})`;
    /** The answer as meant when the schema changed it; undefined when it sent it as it was. */
    const changed = (sent: string, data: unknown): string | undefined => {
      const meant = JSON.stringify(data) ?? 'null';
      return isDeepStrictEqual(JSON.parse(sent), JSON.parse(meant)) ? undefined : meant;
    };
    if (options.refuseChangedAnswers) {
      return (data) => {
        const sent = serialize(data);
        const meant = changed(sent, data);
        if (meant !== undefined)
          throw new Error(`The response schema of ${name} changes the answer: ${sent} instead of ${meant}`);
        return sent;
      };
    }
    const report = options.onChangedAnswer;
    if (!report) return serialize;
    let answers = 0;
    return (data) => {
      const sent = serialize(data);
      answers += 1;
      if (answers <= PRODUCTION_CHECKED_FIRST || answers % PRODUCTION_CHECK_EVERY === 0) {
        const meant = changed(sent, data);
        if (meant !== undefined) report(name, sent, meant);
      }
      return sent;
    };
  };
}
