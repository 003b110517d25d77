import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceStatus, type Invoice, type ListResponse } from '@casino/shared';
import { PlayerChannelBook, type ChannelTransport } from '@/lib/realtime/player-channels';
import { invoicesQueryKey } from '../api/payment-keys';
import { invoiceEventHandlers } from './invoice-events';

const CHANNEL = 'payment:invoices#p-1';

/** The hub as a page meets it: it keeps no history, so a publication before it confirmed a subscription is lost. */
class FakeHub implements ChannelTransport {
  private readonly channels = new Map<
    string,
    { readonly publish: (data: unknown) => void; readonly confirmations: Set<() => void>; confirmed: boolean }
  >();

  open(channel: string, onPublication: (data: unknown) => void): () => void {
    this.channels.set(channel, { publish: onPublication, confirmations: new Set(), confirmed: false });
    return () => this.channels.delete(channel);
  }

  onSubscribed(channel: string, listener: () => void): () => void {
    const confirmations = this.channels.get(channel)?.confirmations;
    confirmations?.add(listener);
    return () => confirmations?.delete(listener);
  }

  confirm(channel: string): void {
    const open = this.channels.get(channel);
    if (!open) return;
    open.confirmed = true;
    for (const listener of open.confirmations) listener();
  }

  /** Answers whether the publication reached the page. */
  publish(channel: string, data: unknown): boolean {
    const open = this.channels.get(channel);
    if (!open?.confirmed) return false;
    open.publish(data);
    return true;
  }
}

const pendingPayout: Invoice = {
  id: '6f1c1f3e-8d0a-4c55-9a57-1f0e6f7b9a10',
  type: 2,
  status: InvoiceStatus.Pending,
  amount: 2500,
  currency: 'EUR',
  number: 1,
  paymentMethod: 'sandbox.withdrawal.card',
  paymentMethodLabel: 'Card',
  publicData: {},
  failureReason: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

/**
 * The history page's list over a fake server and hub: its first read (the payout pending), then the
 * channel opened but not yet confirmed when the payout is paid and pushed.
 */
async function historyPage(listen: (book: PlayerChannelBook, queryClient: QueryClient) => void) {
  let server: Invoice = pendingPayout;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const list = new QueryObserver(queryClient, {
    queryKey: [...invoicesQueryKey, 'page=1'],
    queryFn: (): ListResponse<Invoice> => ({
      data: [server],
      meta: { page: 1, perPage: 20, totalPages: 1, totalRows: 1 },
    }),
  });
  const stop = list.subscribe(() => undefined);
  const shown = () => list.getCurrentResult().data?.data[0]?.status;
  await vi.waitFor(() => expect(shown()).toBe(InvoiceStatus.Pending));

  const hub = new FakeHub();
  const book = new PlayerChannelBook();
  book.attach(hub);
  book.setPlayer('p-1');
  listen(book, queryClient);
  // Paid while the subscribe command is on its way: the push is lost (held back, as the race does).
  server = { ...pendingPayout, status: InvoiceStatus.Success };
  expect(hub.publish(CHANNEL, { type: 'invoice.withdrawal.updated', invoice: server })).toBe(false);
  expect(shown()).toBe(InvoiceStatus.Pending);
  // The hub takes the subscription: pushes arrive from now on.
  const confirm = () => hub.confirm(CHANNEL);
  return { shown, stop, confirm, fetching: () => queryClient.isFetching() };
}

describe('the invoice channel and the history page', () => {
  it('reads the list again when the hub confirms the subscription: a payout pushed before that shows as paid', async () => {
    const page = await historyPage((book, queryClient) => {
      const handlers = invoiceEventHandlers(queryClient);
      book.listen('payment:invoices', handlers.publication, handlers.subscribed);
    });
    page.confirm();
    expect(page.fetching()).toBe(1);
    await vi.waitFor(() => expect(page.shown()).toBe(InvoiceStatus.Success));
    page.stop();
  });

  it('would stay pending with the publications alone (the race this closes)', async () => {
    const page = await historyPage((book, queryClient) =>
      book.listen('payment:invoices', invoiceEventHandlers(queryClient).publication),
    );
    page.confirm();
    // Nothing reads the list again: it shows the payout pending until the page is left.
    expect(page.fetching()).toBe(0);
    expect(page.shown()).toBe(InvoiceStatus.Pending);
    page.stop();
  });
});
