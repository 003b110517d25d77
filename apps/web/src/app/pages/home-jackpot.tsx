import { JackpotHighlights } from '@/features/jackpot/components/jackpot-highlights';
import { selectedAccount, useAccounts } from '@/features/wallet-accounts/api/get-accounts';

/** A guest sees the pool in the site's base currency. */
const GUEST_CURRENCY = 'USD';

/** The home page's jackpot ticker and big-wins strip, in the currency the player plays with (a chunk of its own). */
export default function HomeJackpot() {
  const accounts = useAccounts();
  const currency = selectedAccount(accounts.data)?.currency ?? GUEST_CURRENCY;
  return <JackpotHighlights currency={currency} />;
}
