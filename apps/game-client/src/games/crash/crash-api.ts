/**
 * Crash's calls to the game provider (/provider/games/api/crash): the launch token in the body,
 * as every call of the client; no cookie (the frame's origin is opaque).
 */
import { ProviderError, SESSION_ENDED } from '../../api/provider-api';
import type { CrashBetAnswer, CrashBigWin, CrashState } from '@casino/shared';
import { t } from '../../lib/i18n';

const API_BASE = '/provider/games/api/crash';

/** The round, its bets, the room's answers and the pushes of its channel: the server's shapes, from packages/shared. */
export type {
  CrashBetView as CrashBet,
  CrashBetAnswer as CrashBetReply,
  CrashBigWin,
  CrashPhase,
  CrashPush,
  CrashRoundView as CrashRound,
  CrashState,
} from '@casino/shared';

export interface CrashApi {
  state(): Promise<CrashState>;
  bet(amount: number, autoCashOut: number | null, roundId: string): Promise<CrashBetAnswer>;
  cashOut(roundId: string): Promise<CrashBetAnswer>;
  /** The room's biggest recent cash-outs (public: no token needed, none sent). */
  bigWins(identity: string): Promise<readonly CrashBigWin[]>;
}

interface ErrorBody {
  readonly error?: { readonly code?: unknown; readonly message?: unknown };
}

export function createCrashApi(token: string, game: string | undefined, onSessionEnded: () => void): CrashApi {
  const scope = game ? { token, game } : { token };
  async function call<T>(path: string, body?: Record<string, unknown>): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        credentials: 'omit',
        ...(body
          ? {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({ ...scope, ...body }),
            }
          : { headers: { accept: 'application/json' } }),
      });
    } catch {
      throw new ProviderError('network', t('errors.codes.network'), 0);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (payload as ErrorBody | null)?.error;
      const code = typeof error?.code === 'string' ? error.code : `http_${response.status}`;
      if (code === SESSION_ENDED) onSessionEnded();
      throw new ProviderError(
        code,
        typeof error?.message === 'string'
          ? error.message
          : t('errors.serverAnswered', { status: String(response.status) }),
        response.status,
      );
    }
    return payload as T;
  }
  return {
    state: () => call<CrashState>('/state', {}),
    bet: (amount, autoCashOut, roundId) =>
      call<CrashBetAnswer>('/bets', { amount, roundId, ...(autoCashOut === null ? {} : { autoCashOut }) }),
    cashOut: (roundId) => call<CrashBetAnswer>('/cashout', { roundId }),
    bigWins: async (identity) =>
      (await call<{ data: readonly CrashBigWin[] }>(`/big-wins/${encodeURIComponent(identity)}`)).data,
  };
}
