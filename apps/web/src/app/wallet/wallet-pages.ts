import WalletHistoryPage from '@/features/wallet/pages/wallet-history-page';
import WalletOverviewPage from '@/features/wallet/pages/wallet-overview-page';
import { withWalletScope } from './wallet-scope-provider';
// The pages use the modal bodies' buttons and links (the wallet buttons, the filter sheet).
import '../modals/modal-bodies.css';

/** The wallet section's pages in their scope (the route table loads them for players only). */
export const WalletOverview = withWalletScope(WalletOverviewPage);
export const WalletHistory = withWalletScope(WalletHistoryPage);
