import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useT } from '@/lib/i18n';
import { useNavigationState } from '../navigation-state';
import { PageSkeleton } from './page-skeleton';

/** A page that loads faster than this keeps the old one on screen: no skeleton flash. */
const SKELETON_DELAY_MS = 150;

function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setIsShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setIsShown(false);
    };
  }, [active, delayMs]);
  return active && isShown;
}

/** The layout's page slot: the page, or the skeleton of the page being loaded. */
export function PageOutlet() {
  const t = useT();
  const { isLoading, routeName, shownRouteName } = useNavigationState();
  const isShowingSkeleton = useDelayedFlag(isLoading && routeName !== shownRouteName, SKELETON_DELAY_MS);
  return isShowingSkeleton ? <PageSkeleton routeName={routeName} label={t('global-components:loading.label')} /> : <Outlet />;
}
