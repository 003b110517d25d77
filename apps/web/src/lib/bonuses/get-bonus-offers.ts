import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusOffer } from '@casino/shared';
import { HttpError, request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { bonusKeys } from './bonus-keys';
import { parseBonusOffer, parseDataList } from './bonus-parsers';

/** Offers change when an operator edits a campaign, not from one second to the next. */
const OFFERS_STALE_TIME_MS = 60_000;

/**
 * `GET /api/game/bonuses?currency=&amount=`: the deposit bonuses a deposit of `amount` would get
 * (`bonusAmount` each). A guest sees every offer; a player only those they may take now.
 */
export function getBonusOffers(
  currency: string,
  amount: number | undefined,
  isLoggedIn: boolean,
  signal?: AbortSignal,
): Promise<BonusOffer[]> {
  return request('/api/game/bonuses', {
    query: { currency: currency || undefined, amount },
    signal,
    authenticated: isLoggedIn,
    parse: parseDataList(parseBonusOffer),
  });
}

export const bonusOffersQueryOptions = (isLoggedIn: boolean, currency: string, amount?: number) =>
  queryOptions({
    queryKey: bonusKeys.offers(isLoggedIn, currency, amount),
    queryFn: ({ signal }) => getBonusOffers(currency, amount, isLoggedIn, signal),
    staleTime: OFFERS_STALE_TIME_MS,
  });

/** The offers for the viewer; `amount` changes keep the previous list on screen (the deposit form's radio). */
export function useBonusOffers(currency: string, amount?: number, enabled = true) {
  const { isLoggedIn } = useViewer();
  return useQuery({
    ...bonusOffersQueryOptions(isLoggedIn, currency, amount),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/game/bonuses/offers/{pageIdentity}?currency=`: one offer of any kind (its page);
 * null when there is none by that identity (the page is then the site's 404).
 */
export async function getBonusOffer(
  pageIdentity: string,
  currency: string,
  signal?: AbortSignal,
): Promise<BonusOffer | null> {
  try {
    return await request(`/api/game/bonuses/offers/${encodeURIComponent(pageIdentity)}`, {
      query: { currency: currency || undefined },
      signal,
      parse: parseBonusOffer,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const bonusOfferQueryOptions = (pageIdentity: string, currency: string) =>
  queryOptions({
    queryKey: bonusKeys.offer(pageIdentity, currency),
    queryFn: ({ signal }) => getBonusOffer(pageIdentity, currency, signal),
    staleTime: OFFERS_STALE_TIME_MS,
  });
