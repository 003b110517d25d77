/**
 * Query keys of the payment API. They live under the wallet root ('wallet', the root of the
 * accounts query in features/wallet-accounts) so that logging out removes them with the balances,
 * and one invalidation of the root refreshes balances and invoices together.
 */
export const WALLET_ROOT_KEY = ['wallet'] as const;
export const paymentQueryKey = [...WALLET_ROOT_KEY, 'payment'] as const;
export const methodsQueryKey = [...paymentQueryKey, 'methods'] as const;
export const invoicesQueryKey = [...paymentQueryKey, 'invoices'] as const;
export const invoiceQueryKey = (invoiceId: string) => [...paymentQueryKey, 'invoice', invoiceId] as const;
export const statisticsQueryKey = [...paymentQueryKey, 'statistics'] as const;
