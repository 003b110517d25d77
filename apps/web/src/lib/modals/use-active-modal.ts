import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '@/lib/viewer';
import { resolveModalQuery, type ModalRules, type OpenModal } from './modal-access';
import { isDismissed, modalDismissal } from './modal-dismissal';
import { modalPresence } from './modal-presence';
import { modalSignatureOf } from './modal-query';

/**
 * The modal the current URL shows to the current viewer, or null. Keeps the URL honest: it is
 * rewritten in place (history replace) when it asks for something else than what is shown.
 */
export function useActiveModal(rules: ModalRules): OpenModal | null {
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const dismissed = useSyncExternalStore(modalDismissal.subscribe, modalDismissal.get, modalDismissal.get);
  const resolution = useMemo(() => resolveModalQuery(location.search, viewer, rules), [location.search, viewer, rules]);
  const signature = modalSignatureOf(location.search);

  useEffect(() => {
    if (resolution.rewrite === null) return;
    const to = { pathname: location.pathname, search: resolution.rewrite, hash: location.hash };
    void navigate(to, { replace: true, state: location.state as unknown });
  }, [resolution.rewrite, location.pathname, location.hash, location.state, navigate]);

  // A dismissal on the sport route lasts until the query stops asking for a modal.
  useEffect(() => {
    if (signature === '') modalDismissal.clear();
  }, [signature]);

  const shown = resolution.modal === null || isDismissed(signature, dismissed) ? null : resolution.modal;
  useLayoutEffect(() => {
    modalPresence.set(shown !== null);
    return () => modalPresence.set(false);
  }, [shown]);
  return shown;
}
