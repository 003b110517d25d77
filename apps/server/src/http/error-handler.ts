import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type ApiErrorBody, type LocaleCode } from '@casino/shared';
import { AppError } from './app-error';
import { requestLocale, requestLocaleFromHeaders, varyByLocale } from './request-locale';
import { drainRefusedBody } from './server-limits';
import { localizeEnglish, translate } from './server-messages';

type ErrorPayload = ApiErrorBody['error'];

/** Every error leaves the server in one format: `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    try {
      const { statusCode, payload: english } = describeError(error, DEFAULT_LOCALE);
      if (error instanceof AppError && error.headers) void reply.headers(error.headers);
      // The rest of a body too large is read and dropped, so the client gets to read the 413.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ errorCode: english.code }, english.message);
      }
      // The log keeps the English text; the player reads the message in the request's language.
      const locale = requestLocale(request);
      const payload = locale === DEFAULT_LOCALE ? english : describeError(error, locale).payload;
      return sendError(reply, statusCode, payload);
    } catch (describeFailure) {
      // Describing the error failed (an input shaped in a way nobody foresaw): answer in the error
      // format all the same, rather than with Fastify's own 500 body.
      request.log.error({ err: error, describeFailure }, 'request failed and its error could not be described');
      return sendError(reply, 500, {
        code: 'internal_error',
        message: errorText(
          request.resolvedLocale ?? DEFAULT_LOCALE,
          'internal_error',
          'Something went wrong on our side',
        ),
      });
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
  const code = tooLong ? 'uri_too_long' : 'bad_url';
  void sendError(reply, tooLong ? 414 : 400, {
    code,
    message: errorText(
      requestLocaleFromHeaders(request),
      code,
      tooLong ? 'A part of the URL is too long' : 'The URL is not valid',
    ),
  });
}

export function sendError(reply: FastifyReply, statusCode: number, payload: ErrorPayload): FastifyReply {
  varyByLocale(reply);
  return reply
    .status(statusCode)
    .type('application/json; charset=utf-8')
    .send({ error: payload } satisfies ApiErrorBody);
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return sendError(reply, 404, {
    code: 'not_found',
    message: errorText(requestLocaleFromHeaders(request), 'not_found', `Route ${request.method} ${path} not found`),
  });
}

/** An error message in `locale`: the key under `errors.<code>` whose en text is `english`. */
function errorText(locale: LocaleCode, code: string, english: string): string {
  return localizeEnglish(locale, english, [`errors.${code}`]);
}

/** Field messages: product and schema texts live under `validation`, error-specific ones under the error. */
function fieldTexts(locale: LocaleCode, code: string, fields: Record<string, string[]>): Record<string, string[]> {
  if (locale === DEFAULT_LOCALE) return fields;
  const localized: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [field, messages] of Object.entries(fields)) {
    localized[field] = messages.map((message) => localizeEnglish(locale, message, ['validation', `errors.${code}`]));
  }
  return localized;
}

function appErrorMessage(error: AppError, locale: LocaleCode): string {
  // English is the code's own text; only an instant in it is written for a person.
  if (locale === DEFAULT_LOCALE) return errorText(locale, error.code, error.message);
  if (error.messageKey) return translate(locale, error.messageKey, error.messageParams) ?? error.message;
  return errorText(locale, error.code, error.message);
}

function describeError(error: FastifyError, locale: LocaleCode): { statusCode: number; payload: ErrorPayload } {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      payload: {
        code: error.code,
        message: appErrorMessage(error, locale),
        ...(error.fields ? { fields: fieldTexts(locale, error.code, error.fields) } : {}),
        ...(error.domainCode === undefined ? {} : { domainCode: error.domainCode }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A body the client composed is semantically wrong (422); a bad query or path is a bad request (400).
    const isBody = error.validationContext === 'body';
    const code = isBody ? 'validation_failed' : 'invalid_request';
    return {
      statusCode: isBody ? 422 : 400,
      payload: {
        code,
        message: errorText(
          locale,
          code,
          isBody ? 'Some fields are not valid' : `The request ${error.validationContext ?? 'input'} is not valid`,
        ),
        fields: collectFieldMessages(error.validation, locale),
      },
    };
  }
  return describeFrameworkError(error, locale);
}

const FRAMEWORK_ERROR_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

function describeFrameworkError(
  error: FastifyError,
  locale: LocaleCode,
): { statusCode: number; payload: ErrorPayload } {
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    return {
      statusCode: 500,
      payload: {
        code: 'internal_error',
        message: errorText(locale, 'internal_error', 'Something went wrong on our side'),
      },
    };
  }
  // JSON.parse failures reach here as SyntaxError with status 400.
  const code =
    FRAMEWORK_ERROR_CODES[error.code] ?? (error instanceof SyntaxError ? 'invalid_json' : defaultCodeFor(statusCode));
  const message = code === 'invalid_json' ? 'The request body is not valid JSON' : error.message;
  return { statusCode, payload: { code, message: errorText(locale, code, message) } };
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

function collectFieldMessages(
  issues: readonly ZodFastifySchemaValidationError[],
  locale: LocaleCode,
): Record<string, string[]> {
  // No prototype: a field named "constructor" or "__proto__" is a key like any other, not an inherited member.
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    // instancePath is a JSON pointer ("/fields/0/name"); the field key is its dotted form.
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    (fields[path] ??= []).push(schemaIssueText(issue, locale));
  }
  return fields;
}

/**
 * A schema issue in `locale`: its own message when that is a catalogue text (a schema's custom
 * message), else the catalogue's message for its kind (zod's code and params), never zod's English.
 */
function schemaIssueText(issue: ZodFastifySchemaValidationError, locale: LocaleCode): string {
  const english = issue.message ?? 'Value is not valid';
  if (locale === DEFAULT_LOCALE) return english;
  const own = localizeEnglish(locale, english, ['validation']);
  if (own !== english) return own;
  const { key, params } = schemaIssueKey(issue.keyword, issue.params, english);
  return translate(locale, key, params) ?? english;
}

const SIZED_ORIGINS = new Set(['string', 'number', 'bigint', 'array', 'set', 'date', 'file']);
const KNOWN_TYPES = new Set(['string', 'number', 'boolean', 'array', 'object', 'bigint', 'date', 'integer']);
const KNOWN_FORMATS = new Set([
  'email',
  'uuid',
  'url',
  'regex',
  'datetime',
  'date',
  'time',
  'ipv4',
  'ipv6',
  'base64',
  'starts_with',
  'ends_with',
  'includes',
]);

function schemaIssueKey(
  keyword: string,
  params: Record<string, unknown>,
  english: string,
): { key: string; params: Record<string, string | number> } {
  const origin = typeof params.origin === 'string' && SIZED_ORIGINS.has(params.origin) ? params.origin : 'number';
  const kind = origin === 'set' ? 'array' : origin === 'bigint' ? 'number' : origin;
  switch (keyword) {
    case 'too_small': {
      const minimum = Number(params.minimum);
      if (kind === 'string' && minimum === 1) return { key: 'validation.schema.required', params: {} };
      const inclusive = params.inclusive !== false;
      if (kind === 'number' || kind === 'date')
        return {
          key: `validation.schema.too_small.${kind}${inclusive ? '' : '_exclusive'}`,
          params: { min: String(params.minimum) },
        };
      return { key: `validation.schema.too_small.${kind}`, params: { count: minimum } };
    }
    case 'too_big': {
      const maximum = Number(params.maximum);
      const inclusive = params.inclusive !== false;
      if (kind === 'number' || kind === 'date')
        return {
          key: `validation.schema.too_big.${kind}${inclusive ? '' : '_exclusive'}`,
          params: { max: String(params.maximum) },
        };
      return { key: `validation.schema.too_big.${kind}`, params: { count: maximum } };
    }
    case 'invalid_type': {
      if (/received undefined$/.test(english)) return { key: 'validation.schema.required', params: {} };
      const expected =
        typeof params.expected === 'string' && KNOWN_TYPES.has(params.expected) ? params.expected : 'other';
      return { key: `validation.schema.invalid_type.${expected === 'integer' ? 'number' : expected}`, params: {} };
    }
    case 'invalid_format': {
      const format = typeof params.format === 'string' && KNOWN_FORMATS.has(params.format) ? params.format : 'other';
      return {
        key: `validation.schema.invalid_format.${['starts_with', 'ends_with', 'includes', 'regex'].includes(format) ? 'other' : format}`,
        params: {},
      };
    }
    case 'invalid_value': {
      const values = Array.isArray(params.values)
        ? params.values
            .slice(0, 20)
            .map((value) => JSON.stringify(value))
            .join(', ')
        : '';
      return { key: 'validation.schema.invalid_value', params: { values } };
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.slice(0, 20).map(String).join(', ') : '';
      return { key: 'validation.schema.unrecognized_keys', params: { keys } };
    }
    case 'not_multiple_of':
      return { key: 'validation.schema.not_multiple_of', params: { divisor: String(params.divisor) } };
    default:
      return { key: 'validation.schema.invalid', params: {} };
  }
}
