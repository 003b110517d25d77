import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@casino/shared';
import { AppError } from './app-error';

type ErrorPayload = ApiErrorBody['error'];

/** Every error leaves the server in one format: `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      const { statusCode, payload } = describeError(error);
      if (error instanceof AppError && error.headers) void reply.headers(error.headers);
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ errorCode: payload.code }, payload.message);
      }
      return sendError(reply, statusCode, payload);
    } catch (describeFailure) {
      // Describing the error failed (an input shaped in a way nobody foresaw): answer in the error
      // format all the same, rather than with Fastify's own 500 body.
      request.log.error({ err: error, describeFailure }, 'request failed and its error could not be described');
      return sendError(reply, 500, { code: 'internal_error', message: 'Something went wrong on our side' });
    }
  });
}

/**
 * Errors the router raises before any hook runs (a malformed percent-encoding, an overlong
 * path parameter): passed to Fastify as `frameworkErrors` so they keep the error format too.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.header('x-trace-id', request.id);
  void sendError(reply, tooLong ? 414 : 400, {
    code: tooLong ? 'uri_too_long' : 'bad_url',
    message: tooLong ? 'A part of the URL is too long' : 'The URL is not valid',
  });
}

export function sendError(reply: FastifyReply, statusCode: number, payload: ErrorPayload): FastifyReply {
  return reply.status(statusCode).type('application/json; charset=utf-8').send({ error: payload } satisfies ApiErrorBody);
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return sendError(reply, 404, { code: 'not_found', message: `Route ${request.method} ${path} not found` });
}

function describeError(error: FastifyError): { statusCode: number; payload: ErrorPayload } {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      payload: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.domainCode === undefined ? {} : { domainCode: error.domainCode }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A body the client composed is semantically wrong (422); a bad query or path is a bad request (400).
    const isBody = error.validationContext === 'body';
    return {
      statusCode: isBody ? 422 : 400,
      payload: {
        code: isBody ? 'validation_failed' : 'invalid_request',
        message: isBody ? 'Some fields are not valid' : `The request ${error.validationContext ?? 'input'} is not valid`,
        fields: collectFieldMessages(error.validation),
      },
    };
  }
  return describeFrameworkError(error);
}

const FRAMEWORK_ERROR_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

function describeFrameworkError(error: FastifyError): { statusCode: number; payload: ErrorPayload } {
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    return { statusCode: 500, payload: { code: 'internal_error', message: 'Something went wrong on our side' } };
  }
  // JSON.parse failures reach here as SyntaxError with status 400.
  const code =
    FRAMEWORK_ERROR_CODES[error.code] ?? (error instanceof SyntaxError ? 'invalid_json' : defaultCodeFor(statusCode));
  const message = code === 'invalid_json' ? 'The request body is not valid JSON' : error.message;
  return { statusCode, payload: { code, message } };
}

function defaultCodeFor(statusCode: number): string {
  switch (statusCode) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

function collectFieldMessages(issues: readonly ZodFastifySchemaValidationError[]): Record<string, string[]> {
  // No prototype: a field named "constructor" or "__proto__" is a key like any other, not an inherited member.
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    // instancePath is a JSON pointer ("/fields/0/name"); the field key is its dotted form.
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fields[path] ??= []).push(issue.message ?? 'Value is not valid');
  }
  return fields;
}
