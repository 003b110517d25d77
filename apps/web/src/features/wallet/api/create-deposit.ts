import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceRequest, CreatedDeposit } from '@casino/shared';
import { request } from '@/lib/http';
import { invoiceQueryKey, paymentQueryKey } from './payment-keys';
import { parseCreatedDeposit } from './payment-parsers';

/** `POST /api/payment/invoices/deposit`: a pending deposit, with where the player pays it (and a bonus code it did not take). */
export function createDeposit(body: CreateInvoiceRequest): Promise<CreatedDeposit> {
  return request('/api/payment/invoices/deposit', { method: 'POST', body, parse: parseCreatedDeposit });
}

/** Keeps the new invoice in the cache, so the deposit-status modal shows it without asking again. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: ({ bonusCode: _bonusCode, ...invoice }) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      void queryClient.invalidateQueries({
        queryKey: paymentQueryKey,
        predicate: (query) => query.queryKey[2] !== 'methods',
      });
    },
  });
}
