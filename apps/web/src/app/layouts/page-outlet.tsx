import { Outlet } from 'react-router';
import { useT } from '@/lib/i18n';
import { useNavigationState } from '../navigation-state';
import { PageSkeleton } from './page-skeleton';
import { useDelayedFlag } from './use-delayed-flag';

/** A page that loads faster than this keeps the old one on screen: no skeleton flash. */
const SKELETON_DELAY_MS = 150;

/** The layout's page slot: the page, or the skeleton of the page being loaded. */
export function PageOutlet() {
  const t = useT();
  const { isLoading, routeName, shownRouteName } = useNavigationState();
  const isShowingSkeleton = useDelayedFlag(isLoading && routeName !== shownRouteName, SKELETON_DELAY_MS);
  return isShowingSkeleton ? (
    <PageSkeleton routeName={routeName} label={t('global-components:loading.label')} />
  ) : (
    <Outlet />
  );
}
