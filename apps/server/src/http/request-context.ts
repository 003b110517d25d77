import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { TRACE_ID_HEADER } from '@casino/shared';

/** A trace id the client may choose: short and plain, so it is safe in logs and headers. */
const ACCEPTABLE_TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's request id is the trace id: taken from `X-Trace-Id` when sane, else generated. */
export function traceIdFor(request: IncomingMessage): string {
  const offered = request.headers[TRACE_ID_HEADER];
  return typeof offered === 'string' && ACCEPTABLE_TRACE_ID.test(offered) ? offered : randomUUID();
}

/** Query parameters whose values are secrets, or may be: launch and auto-login tokens, OAuth codes, keys. */
const SECRET_QUERY_NAME = /token|code|key|secret|password|passwd|state|signature|hash|otp|auth|session|ticket|nonce/i;
/** Page paths whose last segment is a code from an e-mail: /verify/{code}, /password-reset/{code} (under any locale). */
const SECRET_PATH = /(\/(?:verify|password-reset)\/)[^/?#]+/gi;
const REDACTED = '[redacted]';

/**
 * The URL as the log may keep it: codes in paths and secret-looking query values replaced, so a
 * log file hands nobody a password reset, an e-mail confirmation or a game launch.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const name = pair.slice(0, separator);
      return SECRET_QUERY_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${path}?${query.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Echoes the trace id and writes one log line per request: method, path, status, duration. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRACE_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        source: headerValue(request, 'x-source'),
        platform: headerValue(request, 'x-platform'),
      },
      'request completed',
    );
  });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.slice(0, 200) : undefined;
}
