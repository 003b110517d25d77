import type { WalletAccount } from '@casino/shared';

/**
 * The bonus money of an account (the sum of its active bonus balance), which the accounts view
 * carries as `bonusBalance` beside the player's own `balance`; 0 when it carries none.
 */
export function bonusBalanceOf(account: WalletAccount | undefined): number {
  // Read as unknown: the field is new in the contract, and a server may not send it yet.
  const value: unknown = (account as { readonly bonusBalance?: unknown } | undefined)?.bonusBalance;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
