import { lazy, Suspense } from 'react';
import { useViewer } from '@/lib/viewer';

/** The balance and its menu load with the player, not with every visitor's first screen. */
const CurrencyMenu = lazy(() => import('./currency-menu'));

/**
 * The currency navigation panel: the selected account's balance, a menu to switch account or add a
 * currency, and the deposit button. Players only: a guest has no balance to show.
 */
export function CurrencyNavigationPanel() {
  const viewer = useViewer();
  if (!viewer.isLoggedIn) return null;
  return (
    <Suspense fallback={<span className="currency-pill currency-pill--loading" aria-hidden="true" />}>
      <CurrencyMenu />
    </Suspense>
  );
}
