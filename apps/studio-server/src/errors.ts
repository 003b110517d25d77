import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FairplayError } from '@casino/fairplay';

/** A failure the caller caused or may act on, answered in the platform's error format. */
export class StudioError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'StudioError';
  }
}

/** Game maths on untrusted input: a broken rule is 422 with fairplay's code and field. */
export function withGameRules<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof FairplayError)
      throw new StudioError(
        422,
        error.code,
        error.message,
        error.field ? { [error.field]: [error.message] } : undefined,
      );
    throw error;
  }
}

/** Every error as `{ "error": { "code", "message", "fields"? } }`; an unexpected one is logged and answered 500 without details. */
export function registerErrorFormat(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | StudioError, request, reply) => {
    if (error instanceof StudioError) {
      return reply.code(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation)
        (fields[(issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body'] ??= []).push(
          issue.message ?? 'Not valid',
        );
      return reply
        .code(422)
        .send({ error: { code: 'validation_failed', message: 'Some fields are not valid', fields } });
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    return reply.code(status).send({
      error: {
        code: status === 500 ? 'internal_error' : 'bad_request',
        message: status === 500 ? 'Something went wrong' : error.message,
      },
    });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: 'There is nothing here' } }),
  );
}
