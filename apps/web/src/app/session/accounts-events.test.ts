import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsQueryKey } from '@/features/wallet-accounts/api/get-accounts';
import { queryClient } from '@/lib/query-client';
import { applyAccountsEvent } from './accounts-events';

const eur = { id: 'a-1', currency: 'EUR', balance: 1250, status: 1, isSelected: true };
const btc = { id: 'a-2', currency: 'BTC', balance: 0, status: 1, isSelected: false };

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('applyAccountsEvent', () => {
  it('replaces the cached accounts with the list the event carries', () => {
    queryClient.setQueryData(accountsQueryKey, [eur]);
    applyAccountsEvent({ type: 'accounts.updated', account: btc, accounts: [eur, btc] });
    expect(queryClient.getQueryData(accountsQueryKey)).toEqual([eur, btc]);
  });

  it('ignores publications of another kind', () => {
    queryClient.setQueryData(accountsQueryKey, [eur]);
    applyAccountsEvent({ type: 'accounts.deleted', accounts: [] });
    applyAccountsEvent('accounts.updated');
    expect(queryClient.getQueryData(accountsQueryKey)).toEqual([eur]);
  });

  it('asks the server again when the event cannot be read, keeping what is shown meanwhile', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    queryClient.setQueryData(accountsQueryKey, [eur]);
    applyAccountsEvent({ type: 'accounts.updated', accounts: [{ id: 'a-3' }] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountsQueryKey });
    expect(queryClient.getQueryData(accountsQueryKey)).toEqual([eur]);
  });
});
