import { parseWalletAccounts } from '@casino/shared';
import { accountsQueryKey } from '@/features/wallet-accounts/api/get-accounts';
import { isRecord } from '@/lib/http';
import { logger } from '@/lib/logger';
import { queryClient } from '@/lib/query-client';
import { subscribePlayerChannel } from '@/lib/realtime';

/**
 * Live balances: every change of a player's wallet accounts is published on
 * `wallet:accounts#{id}` as `{ type: 'accounts.updated', account, accounts }` with the whole
 * list, so the cached list is replaced and every balance on the page moves without a reload.
 */
export const ACCOUNTS_UPDATED_EVENT = 'accounts.updated';

export function applyAccountsEvent(data: unknown): void {
  if (!isRecord(data) || data.type !== ACCOUNTS_UPDATED_EVENT) return;
  try {
    queryClient.setQueryData(accountsQueryKey, parseWalletAccounts(data.accounts));
  } catch (error) {
    // An event this client cannot read still says the accounts changed: ask the server.
    logger.warn('a wallet accounts event could not be read', error);
    void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
  }
}

let following = false;

/** Listens for the rest of the page's life: the channel itself opens only while a player is logged in. */
export function followAccountsEvents(): void {
  if (following) return;
  following = true;
  subscribePlayerChannel('wallet:accounts', applyAccountsEvent);
}
