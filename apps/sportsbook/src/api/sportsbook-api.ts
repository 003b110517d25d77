/**
 * The provider API the widget talks to (same origin as the site). Every call carries the current
 * widget token as a bearer when there is one; public lists work for guests too. Errors arrive as
 * `{ error: { code, message, fields? } }` and become an ApiError the slip can show as it is.
 */
import type {
  CashOutOfferView,
  PlaceSportBetRequest,
  SportBetView,
  SportEventSummaryView,
  SportEventView,
  SportInfoView,
  SportListItemView,
} from '@casino/shared';
import { LIVE_NOW_COUNT, SPORTSBOOK_API_BASE, TOP_EVENTS_COUNT } from '@casino/shared';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export interface AccountView {
  readonly currency: string;
  readonly balance: number;
  readonly subunitToUnit: number;
}

/** Lists come as `{ data: [...] }`; a bare array is accepted too, so a small API change does not blank the widget. */
function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}

export function errorFromBody(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'unknown';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const fields =
    typeof error?.fields === 'object' && error.fields !== null ? (error.fields as Record<string, unknown>) : undefined;
  return new ApiError(status, code, message, fields);
}

export function createSportsbookApi(getToken: () => string, origin = '') {
  const base = `${origin}${SPORTSBOOK_API_BASE}`;
  const sportInfoCache = new Map<number, Promise<SportInfoView>>();

  async function request<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const token = getToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
      });
    } catch {
      throw new ApiError(0, 'network', 'network error');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFromBody(response.status, body);
    return body as T;
  }

  return {
    sports: async () => listOf<SportListItemView>(await request(`${base}/sports`)),
    events: async (query: string) => listOf<SportEventSummaryView>(await request(`${base}/events?${query}`)),
    event: (id: number) => request<SportEventView>(`${base}/events/${id}`),
    topEvents: async () => listOf<SportEventSummaryView>(await request(`${base}/events/top?limit=${TOP_EVENTS_COUNT}`)),
    liveNow: async (sportId: number | undefined) =>
      listOf<SportEventSummaryView>(
        await request(`${base}/events/live-now?${sportId ? `sportId=${sportId}&` : ''}limit=${LIVE_NOW_COUNT}`),
      ),
    search: async (query: string) =>
      listOf<SportEventSummaryView>(await request(`${base}/search?q=${encodeURIComponent(query)}`)),
    /** The site's API, cached per sport for the session (categories and championships hardly change). */
    sportInfo(sportId: number): Promise<SportInfoView> {
      let cached = sportInfoCache.get(sportId);
      if (!cached) {
        cached = request<SportInfoView>(`${origin}/api/game/sport/info/${sportId}`);
        // A failure is not cached: the next visit asks again.
        cached.catch(() => sportInfoCache.delete(sportId));
        sportInfoCache.set(sportId, cached);
      }
      return cached;
    },
    account: () => request<AccountView>(`${base}/account`),
    bets: async (settled: boolean) => listOf<SportBetView>(await request(`${base}/bets?settled=${settled}`)),
    bet: (id: number) => request<SportBetView>(`${base}/bets/${id}`),
    placeBet: (body: PlaceSportBetRequest) => request<SportBetView>(`${base}/bets`, { method: 'POST', body }),
    cashOutOffer: (id: number) => request<CashOutOfferView>(`${base}/bets/${id}/cash-out`),
    cashOut: (id: number, amount: number) =>
      request<SportBetView>(`${base}/bets/${id}/cash-out`, { method: 'POST', body: { amount } }),
  };
}

export type SportsbookApi = ReturnType<typeof createSportsbookApi>;
