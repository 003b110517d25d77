import CancelDepositModal from '@/features/wallet/modals/cancel-deposit-modal';
import DepositResultModal from '@/features/wallet/modals/deposit-result-modal';
import DepositStatusModal from '@/features/wallet/modals/deposit-status-modal';
import FiatModal from '@/features/wallet/modals/fiat-modal';
import MessengerWalletModal from '@/features/wallet/modals/messenger-wallet-modal';
import WalletModal from '@/features/wallet/modals/wallet-modal';
import { withWalletScope } from './wallet-scope-provider';

/**
 * The wallet's modal bodies in their scope, one chunk: a deposit goes from the wallet modal to
 * its status and result, so loading them together saves a wait between the steps.
 */
export const WalletBody = withWalletScope(WalletModal);
export const DepositStatusBody = withWalletScope(DepositStatusModal);
export const DepositResultBody = withWalletScope(DepositResultModal);
export const CancelDepositBody = withWalletScope(CancelDepositModal);
export const FiatBody = withWalletScope(FiatModal);
/** The messenger mini-app's compact wallet (SPEC.md section 2: used there instead of the wallet modal). */
export const MessengerWalletBody = withWalletScope(MessengerWalletModal);
