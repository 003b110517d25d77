import { Outlet, ScrollRestoration } from 'react-router';
import { GeoGate } from '../geo/geo-gate';
import { MessengerSlot } from '@/features/telegram/components/messenger-slot';
import { ModalHost } from '../modals/modal-host';
import { AlertArea } from './alert-area';
import './default-layout.css';

/** The empty layout (SPEC.md section 2): the page alone, for pages such as /redirect. */
export function EmptyLayout() {
  return (
    <div className="app-shell app-shell--empty" data-testid="app-root" data-layout="empty">
      <main id="main" className="empty-main" tabIndex={-1}>
        <Outlet />
      </main>
      <AlertArea />
      <ModalHost />
      {/* Inside the messenger mini-app only: its buttons, haptics and links (features/telegram). */}
      <MessengerSlot />
      <GeoGate />
      <ScrollRestoration />
    </div>
  );
}
