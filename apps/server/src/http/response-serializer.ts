import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { errorBody } from './response-schemas';

type SchemaCompiler = FastifySerializerCompiler<$ZodType | { properties: $ZodType }>;

export interface ResponseSerializerOptions {
  /**
   * Tests only: refuse an answer the schema would have cut (a key the schema does not list, a
   * value it would change). Types tie each schema to its view, but a handler may still return an
   * object with more keys than its type says; in tests that is an error, in production the
   * schema's keys are what is sent.
   */
  readonly refuseChangedAnswers: boolean;
}

/**
 * The zod serializer of fastify-type-provider-zod, with two differences: error answers are sent
 * exactly as the error handler built them (its body is already in the error format; running it
 * through zod would drop a field named `__proto__` from `fields`), and in tests an answer the
 * schema would change is refused.
 */
export function createResponseSerializer(options: ResponseSerializerOptions): SchemaCompiler {
  return (route) => {
    if (route.schema === errorBody) return (data) => JSON.stringify(data);
    const serialize = serializerCompiler(route);
    if (!options.refuseChangedAnswers) return serialize;
    return (data) => {
      const sent = serialize(data);
      const meant: unknown = JSON.parse(JSON.stringify(data) ?? 'null');
      if (!isDeepStrictEqual(JSON.parse(sent), meant)) {
        throw new Error(`The response schema of ${route.method} ${route.url} (${route.httpStatus}) changes the answer: ${sent} instead of ${JSON.stringify(meant)}`);
      }
      return sent;
    };
  };
}
