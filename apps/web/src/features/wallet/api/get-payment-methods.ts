import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDirection, PaymentMethodGroup } from '@casino/shared';
import { request } from '@/lib/http';
import { methodsQueryKey } from './payment-keys';
import { parseMethodGroups } from './payment-parsers';

/** Methods change only when an operator edits them; a wallet opened twice in a minute reuses the list. */
const METHODS_STALE_TIME_MS = 60_000;

export interface MethodsScope {
  readonly direction: PaymentDirection;
  readonly currency: string;
  /** The player's country; the server falls back to the request's when absent. */
  readonly country: string | undefined;
}

/** `GET /api/payment/methods/{deposit|withdrawal}?currency=&country=`. */
export function getPaymentMethods(
  { direction, currency, country }: MethodsScope,
  signal?: AbortSignal,
): Promise<PaymentMethodGroup[]> {
  return request(`/api/payment/methods/${direction}`, {
    query: { currency, country },
    parse: parseMethodGroups,
    signal,
  });
}

export const paymentMethodsQueryOptions = (scope: MethodsScope) =>
  queryOptions({
    queryKey: [...methodsQueryKey, scope.direction, scope.currency, scope.country ?? ''],
    queryFn: ({ signal }) => getPaymentMethods(scope, signal),
    staleTime: METHODS_STALE_TIME_MS,
    // A refusal (deposit limit reached, say) is an answer, not a hiccup: show it at once.
    retry: false,
  });

export function usePaymentMethods(scope: MethodsScope, enabled = true) {
  return useQuery({ ...paymentMethodsQueryOptions(scope), enabled: enabled && scope.currency !== '' });
}
