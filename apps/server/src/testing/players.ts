import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlayerId } from '@casino/shared';

export interface RegisteredPlayer {
  readonly email: string;
  readonly password: string;
  readonly accessToken: string;
  /** The answer's profile: its id is the player's, branded where the tests read it from the answer. */
  readonly profile: { id: PlayerId; email: string; nickname: string | null };
}

/** A password no common-password list holds. */
export const STRONG_PASSWORD = 'Orbit-Lucky-7-Quasar';

export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function registrationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    currency: 'EUR',
    country: 'DE',
    agreements: true,
    ...overrides,
  };
}

export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredPlayer> {
  const body = registrationBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    payload: body,
    remoteAddress: randomAddress(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { accessToken, profile } = response.json<{ accessToken: string; profile: RegisteredPlayer['profile'] }>();
  return { email: String(body.email), password: String(body.password), accessToken, profile };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh client address per call, so per-address rate limits don't couple unrelated tests. */
export function randomAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}
