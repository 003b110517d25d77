import { lazy, Suspense } from 'react';
import { isInsideMiniApp, messengerState } from '../messenger-start';

const MessengerShell = lazy(() => import('./messenger-shell'));

/**
 * Where a layout mounts the mini-app's shell (the messenger's buttons, haptics, links). Outside
 * the mini-app it renders nothing and its code is never downloaded.
 */
export function MessengerSlot() {
  if (!isInsideMiniApp(messengerState())) return null;
  return (
    <Suspense fallback={null}>
      <MessengerShell />
    </Suspense>
  );
}
