import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@casino/shared';
import { request } from '@/lib/http';
import { invoiceQueryKey, paymentQueryKey } from './payment-keys';
import { parseInvoice } from './payment-parsers';

/** `PUT /api/payment/invoices/{id}/decline`: the player gives up a deposit they have not paid. */
export function declineInvoice(invoiceId: string): Promise<Invoice> {
  return request(`/api/payment/invoices/${encodeURIComponent(invoiceId)}/decline`, {
    method: 'PUT',
    parse: parseInvoice,
  });
}

export function useDeclineInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvoice,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceQueryKey(invoice.id), invoice);
      void queryClient.invalidateQueries({
        queryKey: paymentQueryKey,
        predicate: (query) => query.queryKey[2] !== 'methods',
      });
    },
  });
}
