/**
 * Calls to the game provider: JSON POSTs to its API on our host, the launch token in the body.
 * The iframe is sandboxed without allow-same-origin, so these are CORS requests from an opaque
 * origin: no cookie of the casino goes with them, and none must (the token is the whole session).
 */
import { t } from '../lib/i18n';
import type { ActionBody, ClientGameKind, RotateReply, RoundReply, Session } from './provider-types';

const API_BASE = '/provider/games/api';

/** An error the provider answered with, or a network failure (code 'network'). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
  }
}

interface ErrorBody {
  readonly error?: { readonly code?: unknown; readonly message?: unknown; readonly fields?: unknown };
}

async function post<T>(path: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new ProviderError('network', t('errors.codes.network'), 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as ErrorBody | null)?.error;
    throw new ProviderError(
      typeof error?.code === 'string' ? error.code : `http_${response.status}`,
      typeof error?.message === 'string'
        ? error.message
        : t('errors.serverAnswered', { status: String(response.status) }),
      response.status,
      (error?.fields ?? {}) as Record<string, string[]>,
    );
  }
  return payload as T;
}

export interface ProviderApi {
  session(): Promise<Session>;
  play<K extends ClientGameKind>(bet: number, params: unknown): Promise<RoundReply<K>>;
  act<K extends ClientGameKind>(roundId: string, action: ActionBody): Promise<RoundReply<K>>;
  rotateSeeds(clientSeed?: string): Promise<RotateReply>;
}

/** The provider's answer when the player's login that launched the game has ended. */
export const SESSION_ENDED = 'session_ended';

export interface ProviderApiOptions {
  /** The login that launched the game ended (logout, closed session, password reset): nothing more can be played. */
  readonly onSessionEnded?: () => void;
}

/**
 * `game` is the identity of the launch URL: the server refuses a token launched for another game,
 * so a page cannot be pointed at a session it was not opened for.
 */
export function createProviderApi(token: string, game?: string, options: ProviderApiOptions = {}): ProviderApi {
  const scope = game ? { token, game } : { token };
  const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
    try {
      return await post<T>(path, body);
    } catch (error) {
      if (error instanceof ProviderError && error.code === SESSION_ENDED) options.onSessionEnded?.();
      throw error;
    }
  };
  return {
    session: () => call<Session>('/session', scope),
    play: (bet, params) => call('/rounds', { ...scope, bet, params }),
    act: (roundId, action) => call(`/rounds/${encodeURIComponent(roundId)}/actions`, { token, action }),
    rotateSeeds: (clientSeed) =>
      call<RotateReply>('/seeds/rotate', clientSeed === undefined ? { token } : { token, clientSeed }),
  };
}

/** The errors a player can cause have words of their own (errors.codes.<code>); anything else shows the server's message. */
const MESSAGE_CODES: ReadonlySet<string> = new Set([
  'insufficient_funds',
  'insufficient_balance',
  'token_expired',
  'invalid_token',
  'round_open',
  'round_settled',
  'bet_out_of_range',
  'session_ended',
  'token_game_mismatch',
  'game_not_playable',
  'network',
  'bet_limit_reached',
  'loss_limit_reached',
  'play_time_limit_reached',
  'cooling_off',
  'self_excluded',
  'underage',
]);

/** Refusals by the player's responsible-gaming limits: the casino page shows its game-limit-reached window too. */
export const BET_RESTRICTIONS: ReadonlySet<string> = new Set([
  'bet_limit_reached',
  'loss_limit_reached',
  'play_time_limit_reached',
  'cooling_off',
  'self_excluded',
  'underage',
]);

/** The limit a refused stake met, when that is why it was refused. */
export function betRestrictionOf(error: unknown): string | undefined {
  return error instanceof ProviderError && BET_RESTRICTIONS.has(error.code) ? error.code : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ProviderError)
    return MESSAGE_CODES.has(error.code) ? t(`errors.codes.${error.code}`) : error.message;
  if (error instanceof Error) return error.message;
  return t('errors.unknown');
}
