import { skeletonName } from '../routes/route-handle';
import './page-skeleton.css';

/** Cards in the skeleton: about one screen of a typical section page. */
const SKELETON_CARDS = 6;

/**
 * The grey shape of a page while its code loads, named after the route (`wallet-history-page`),
 * so a test or a later page-specific skeleton can tell which page is coming.
 */
export function PageSkeleton({ routeName, label }: { readonly routeName: string; readonly label: string }) {
  return (
    <div className="page-skeleton" data-skeleton={skeletonName(routeName)} role="status">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton skeleton--eyebrow" />
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--text" />
      <div className="page-skeleton__grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className="skeleton skeleton--card" />
        ))}
      </div>
    </div>
  );
}
