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

/** Echoes the trace id and writes one log line per request: method, path, status, duration. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRACE_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
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
