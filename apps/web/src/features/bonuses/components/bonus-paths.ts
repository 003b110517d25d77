import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { pathTo } from '@/config/paths';
import { searchWithModal } from '@/lib/modals';

/** Unprefixed paths of the bonus screens and the pages they link to. */
export const bonusPaths = {
  bonuses: pathTo('/bonuses'),
  welcomePackage: pathTo('/welcome-package'),
  bonus: (pageIdentity: string) => pathTo('/bonus/:pageIdentity', { pageIdentity }),
  game: (identity: string) => pathTo('/game/:id', { id: identity }),
  history: pathTo('/wallet/bonuses'),
} as const;

/** The query parameter that carries an offer into the deposit form (`?deposit-bonus=3&wallet=deposit`). */
export const DEPOSIT_BONUS_PARAM = 'deposit-bonus';

/** The deposit modal over the page, with `offerId` chosen in its bonus radio. */
export function useDepositWithBonusHref(): (offerId: number) => { pathname: string; search: string } {
  const location = useLocation();
  return useCallback(
    (offerId: number) => {
      // Any other modal (package-bonus, bonus-condition) gives way to the wallet's.
      const params = new URLSearchParams(searchWithModal(location.search, 'wallet', 'deposit'));
      params.set(DEPOSIT_BONUS_PARAM, String(offerId));
      return { pathname: location.pathname, search: `?${params.toString()}` };
    },
    [location.pathname, location.search],
  );
}
