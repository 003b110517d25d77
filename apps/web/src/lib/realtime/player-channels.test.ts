import { describe, expect, it, vi } from 'vitest';
import { PlayerChannelBook, type ChannelTransport } from './player-channels';

/** A connection that records what is open and lets a test publish on it. */
class FakeTransport implements ChannelTransport {
  readonly log: string[] = [];
  private readonly publishers = new Map<string, (data: unknown) => void>();

  open(channel: string, onPublication: (data: unknown) => void): () => void {
    this.log.push(`open ${channel}`);
    this.publishers.set(channel, onPublication);
    return () => this.log.push(`close ${channel}`);
  }

  /** Delivers even to a closed channel: a publication may already be on its way. */
  publish(channel: string, data: unknown): void {
    this.publishers.get(channel)?.(data);
  }
}

function bookWithTransport() {
  const book = new PlayerChannelBook();
  const transport = new FakeTransport();
  book.attach(transport);
  return { book, transport };
}

describe('PlayerChannelBook', () => {
  it('opens nothing for a guest, however many listen', () => {
    const { book, transport } = bookWithTransport();
    book.listen('wallet:accounts', vi.fn());
    book.listen('payment:invoices', vi.fn());
    expect(transport.log).toEqual([]);
  });

  it('opens the logged-in player’s own channels, named namespace#profileId', () => {
    const { book, transport } = bookWithTransport();
    book.listen('wallet:accounts', vi.fn());
    book.setPlayer('p-1');
    expect(book.openChannels()).toEqual(['wallet:accounts#p-1']);
    expect(transport.log).toEqual(['open wallet:accounts#p-1']);
  });

  it('opens only the namespaces someone listens to, one channel however many listeners', () => {
    const { book } = bookWithTransport();
    book.setPlayer('p-1');
    expect(book.openChannels()).toEqual([]);
    book.listen('wallet:accounts', vi.fn());
    book.listen('wallet:accounts', vi.fn());
    book.listen('messenger:notifications', vi.fn());
    expect(book.openChannels()).toEqual(['wallet:accounts#p-1', 'messenger:notifications#p-1']);
  });

  it('hands a publication to every listener of its namespace and no other', () => {
    const { book, transport } = bookWithTransport();
    const wallet = [vi.fn(), vi.fn()];
    const invoices = vi.fn();
    wallet.forEach((listener) => book.listen('wallet:accounts', listener));
    book.listen('payment:invoices', invoices);
    book.setPlayer('p-1');
    transport.publish('wallet:accounts#p-1', { type: 'accounts.updated' });
    for (const listener of wallet) expect(listener).toHaveBeenCalledWith({ type: 'accounts.updated' });
    expect(invoices).not.toHaveBeenCalled();
  });

  it('closes every channel at logout and ignores what was still on its way', () => {
    const { book, transport } = bookWithTransport();
    const listener = vi.fn();
    book.listen('wallet:accounts', listener);
    book.setPlayer('p-1');
    book.setPlayer(undefined);
    transport.publish('wallet:accounts#p-1', { late: true });
    expect(book.openChannels()).toEqual([]);
    expect(transport.log).toEqual(['open wallet:accounts#p-1', 'close wallet:accounts#p-1']);
    expect(listener).not.toHaveBeenCalled();
  });

  it('moves listeners to the next player: the old channel closes before the new one opens', () => {
    const { book, transport } = bookWithTransport();
    const listener = vi.fn();
    book.listen('wallet:accounts', listener);
    book.setPlayer('p-1');
    book.setPlayer(undefined);
    book.setPlayer('p-2');
    book.setPlayer('p-3');
    expect(transport.log).toEqual([
      'open wallet:accounts#p-1',
      'close wallet:accounts#p-1',
      'open wallet:accounts#p-2',
      'close wallet:accounts#p-2',
      'open wallet:accounts#p-3',
    ]);
    transport.publish('wallet:accounts#p-2', 'old player');
    transport.publish('wallet:accounts#p-3', 'current player');
    expect(listener.mock.calls).toEqual([['current player']]);
  });

  it('keeps the channel while anyone listens, and closes it with the last listener', () => {
    const { book, transport } = bookWithTransport();
    book.setPlayer('p-1');
    const stopFirst = book.listen('game:bets', vi.fn());
    const stopSecond = book.listen('game:bets', vi.fn());
    stopFirst();
    stopFirst();
    expect(book.openChannels()).toEqual(['game:bets#p-1']);
    stopSecond();
    expect(transport.log).toEqual(['open game:bets#p-1', 'close game:bets#p-1']);
  });

  it('waits for the connection: what is wanted before it loads opens when it is attached', () => {
    const book = new PlayerChannelBook();
    book.listen('wallet:accounts', vi.fn());
    book.setPlayer('p-1');
    expect(book.openChannels()).toEqual([]);
    const transport = new FakeTransport();
    book.attach(transport);
    expect(transport.log).toEqual(['open wallet:accounts#p-1']);
  });

  it('still reaches the other listeners when one of them throws', () => {
    const { book, transport } = bookWithTransport();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = vi.fn();
    book.listen('wallet:accounts', () => {
      throw new Error('broken feature');
    });
    book.listen('wallet:accounts', after);
    book.setPlayer('p-1');
    transport.publish('wallet:accounts#p-1', 1);
    expect(after).toHaveBeenCalledWith(1);
    vi.restoreAllMocks();
  });
});

describe('PlayerChannelBook: the hub’s confirmation of a channel', () => {
  /** A connection that also tells when the hub confirms a channel. */
  class ConfirmingTransport extends FakeTransport {
    private readonly confirmations = new Map<string, Set<() => void>>();

    onSubscribed(channel: string, listener: () => void): () => void {
      const listeners = this.confirmations.get(channel) ?? new Set();
      this.confirmations.set(channel, listeners.add(listener));
      return () => listeners.delete(listener);
    }

    confirm(channel: string): void {
      for (const listener of this.confirmations.get(channel) ?? []) listener();
    }
  }

  it('tells the namespace’s listeners at every confirmation (the first, and after a reconnect), until they stop', () => {
    const book = new PlayerChannelBook();
    const transport = new ConfirmingTransport();
    book.attach(transport);
    const invoices = vi.fn();
    const accounts = vi.fn();
    const stop = book.listen('payment:invoices', vi.fn(), invoices);
    book.listen('wallet:accounts', vi.fn(), accounts);
    book.listen('payment:invoices', vi.fn());
    book.setPlayer('p-1');
    transport.confirm('payment:invoices#p-1');
    transport.confirm('payment:invoices#p-1');
    expect(invoices).toHaveBeenCalledTimes(2);
    expect(accounts).not.toHaveBeenCalled();
    stop();
    transport.confirm('payment:invoices#p-1');
    expect(invoices).toHaveBeenCalledTimes(2);
  });

  it('does not pass on a confirmation of a channel closed meanwhile (a past player’s)', () => {
    const book = new PlayerChannelBook();
    const transport = new ConfirmingTransport();
    book.attach(transport);
    const confirmed = vi.fn();
    book.listen('payment:invoices', vi.fn(), confirmed);
    book.setPlayer('p-1');
    book.setPlayer('p-2');
    transport.confirm('payment:invoices#p-1');
    expect(confirmed).not.toHaveBeenCalled();
    transport.confirm('payment:invoices#p-2');
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});
