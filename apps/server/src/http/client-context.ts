import type { FastifyRequest } from 'fastify';

/** Where a request came from, as security events and sessions record it. */
export interface ClientContext {
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly platform: 'tg' | 'web' | undefined;
}

const USER_AGENT_MAX_LENGTH = 512;

export function clientContext(request: FastifyRequest): ClientContext {
  const userAgent = request.headers['user-agent'];
  const platform = request.headers['x-platform'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : undefined,
    platform: platform === 'tg' || platform === 'web' ? platform : undefined,
  };
}
