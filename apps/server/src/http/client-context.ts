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

/** The longest device fingerprint a session keeps (sessions.fingerprint is varchar(128)). */
export const FINGERPRINT_MAX_LENGTH = 128;

/**
 * The device fingerprint an auth call carries, as its session keeps it: `fingerprint`, else the
 * second field `visitorId` (SPEC.md, Auth), the first that is non-empty text; undefined when
 * neither is. The website sends both; some clients send only one.
 */
export function deviceFingerprint(body: {
  readonly fingerprint?: unknown;
  readonly visitorId?: unknown;
}): string | undefined {
  for (const value of [body.fingerprint, body.visitorId]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, FINGERPRINT_MAX_LENGTH);
  }
  return undefined;
}
