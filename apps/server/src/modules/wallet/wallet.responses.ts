import { walletAccount as sharedWalletAccount } from '../../http/contract-responses';
import { listOf, schemaFor } from '../../http/response-schemas';
import type { WalletAccountView } from './wallet.service';

/** The shared WalletAccount is the wallet's own view: one schema serves both. */
export const walletAccount = schemaFor<WalletAccountView>()(sharedWalletAccount);

export const walletAccountList = listOf(walletAccount);
