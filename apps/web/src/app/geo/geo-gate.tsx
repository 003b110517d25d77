import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readModalEntries, useModals } from '@/lib/modals';
import { useVisitorRestricted } from '@/lib/settings/get-visitor-country';
import { sessionStore, STORAGE_KEYS } from '@/lib/storage';
import { useViewer } from '@/lib/viewer';

/** The modals an existing player takes to sign in: the geo popup lets a guest through to them. */
const SIGN_IN_WAY: ReadonlySet<string> = new Set(['sign-in', 'forgot-pass', 'reset-pass', 'reset-email-send']);

/**
 * Opens the geo popup for a visitor from a restricted country (registry key `geo-popup`). A guest
 * has it on every page and over any other modal (the URL asks for it again whenever it stops
 * asking: a link, the back button), except on the way to sign in: a player abroad keeps access to
 * their balance, since only registration and deposits close there (the server refuses those).
 * A player sees it once per tab and may close it. Renders nothing.
 */
export function GeoGate() {
  const restricted = useVisitorRestricted();
  const { isLoggedIn } = useViewer();
  const location = useLocation();
  const { open } = useModals();
  const entries = readModalEntries(location.search);
  const showing = entries.some((entry) => entry.key === 'geo-popup');
  const signingIn = entries.some((entry) => SIGN_IN_WAY.has(entry.key));
  useEffect(() => {
    if (!restricted) return;
    if (showing) {
      // A player who sees it has had their once, even when it opened while they were still a guest
      // (the sign-in modal closes a moment before the viewer turns into a player).
      if (isLoggedIn) sessionStore.set(STORAGE_KEYS.geoPopupShown, '1');
      return;
    }
    if (!isLoggedIn) {
      if (!signingIn) open('geo-popup');
    } else if (sessionStore.get(STORAGE_KEYS.geoPopupShown) === null) {
      // Storage refused (private mode): lib/storage keeps it for this page, and the popup comes back on a reload, still closable.
      sessionStore.set(STORAGE_KEYS.geoPopupShown, '1');
      open('geo-popup');
    }
  }, [restricted, showing, signingIn, isLoggedIn, open]);
  return null;
}
