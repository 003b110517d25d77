import { ScrollRestoration } from 'react-router';
import { hideAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useIsMobile } from '@/lib/use-is-mobile';
import { GeoGate } from '../geo/geo-gate';
import { MessengerSlot } from '@/features/telegram/components/messenger-slot';
import { ModalHost } from '../modals/modal-host';
import { AlertArea } from './alert-area';
import { CookiePopup } from './cookie-popup';
import { LocaleSuggestionSlot } from './locale-suggestion-slot';
import { MainDrawer } from './main-drawer';
import { PageOutlet } from './page-outlet';
import { RealtimeNotice } from './realtime-notice';
import { useRouteChangeEffects } from './route-change';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useDrawer } from './use-drawer';
import './default-layout.css';

/** The default layout (SPEC.md section 2): header with the player's panels, drawer, page, footer. */
export function DefaultLayout() {
  const t = useT();
  const isMobile = useIsMobile();
  const drawer = useDrawer(isMobile);
  useRouteChangeEffects({ hideAlert, closeDrawer: drawer.close });

  return (
    <div className="app-shell" data-testid="app-root" data-layout={isMobile ? 'mobile' : 'default'}>
      {/* The foot banners first: while one asks its question, the keyboard reaches it before the
          page (it sits at the foot of the screen, but is the first thing to answer). */}
      <CookiePopup />
      <LocaleSuggestionSlot />
      <a className="skip-link" href="#main">
        {t('layout:skipToContent')}
      </a>
      <SiteHeader drawer={drawer} isMobile={isMobile} />
      <div className="app-body">
        <MainDrawer drawer={drawer} isMobile={isMobile} />
        <div className="app-content">
          <main id="main" className="app-main" tabIndex={-1}>
            <PageOutlet />
          </main>
          <SiteFooter />
        </div>
      </div>
      <AlertArea />
      <RealtimeNotice />
      <ModalHost />
      {/* Inside the messenger mini-app only: its buttons, haptics and links (features/telegram). */}
      <MessengerSlot />
      <GeoGate />
      <ScrollRestoration />
    </div>
  );
}
