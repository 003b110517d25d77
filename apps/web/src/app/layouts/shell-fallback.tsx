import { BrandMark } from '@/components/ui/brand-mark';
import { pageAt } from '../navigation-state';
import { PageSkeleton } from './page-skeleton';
import './default-layout.css';
import './main-drawer.css';
import './site-header.css';

/**
 * Shown while the first page's texts and code load (usually under the preloader): the same
 * frame as the default layout, so nothing moves when the real one replaces it. No texts yet.
 */
export function ShellFallback() {
  const routeName = pageAt(window.location)?.name ?? 'index';
  return (
    <div className="app-shell" data-layout="loading" aria-busy="true">
      <header className="site-header">
        <div className="site-header__inner">
          <span className="brand">
            <BrandMark />
          </span>
        </div>
      </header>
      <div className="app-body">
        <div className="main-drawer main-drawer--placeholder" aria-hidden="true" />
        <div className="app-content">
          <main className="app-main">
            <PageSkeleton routeName={routeName} label="Loading…" />
          </main>
        </div>
      </div>
    </div>
  );
}
