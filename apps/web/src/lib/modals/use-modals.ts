import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { modalDismissal } from './modal-dismissal';
import { planModalClose } from './modal-close';
import { isOpenedInApp, readHistoryIndex } from './modal-history';
import type { ModalKey } from './modal-keys';
import { modalOpening } from './modal-opening';
import { modalPresence } from './modal-presence';
import { modalSignatureOf } from './modal-query';

export interface ModalsApi {
  /** Opens `key` (value 'true' unless given), replacing any other modal key in the query. */
  readonly open: (key: ModalKey, value?: string) => void;
  /** Closes `key`: back when it was opened in the app, else drops the key; only hides on /sport. */
  readonly close: (key: ModalKey) => void;
}

/**
 * The history entry (location key) a close was last asked for. Escape, the platform's own close
 * and a body's button can all ask within one render; going back twice would leave the page.
 */
let lastClosedEntry: string | null = null;

/** Opening and closing query-string modals, for any component under the router. */
export function useModals(): ModalsApi {
  const location = useLocation();
  const navigate = useNavigate();

  const open = useCallback(
    (key: ModalKey, value = 'true') => {
      const { to, options } = modalOpening(location, key, value, modalPresence.isShowing());
      modalDismissal.clear();
      void navigate(to, options);
    },
    [location, navigate],
  );

  const close = useCallback(
    (key: ModalKey) => {
      if (lastClosedEntry === location.key) return;
      const plan = planModalClose({
        key,
        pathname: location.pathname,
        search: location.search,
        openedInApp: isOpenedInApp(location.state),
        historyIndex: readHistoryIndex(window.history.state),
      });
      if (plan.kind !== 'none') lastClosedEntry = location.key;
      if (plan.kind === 'hide') modalDismissal.dismiss(modalSignatureOf(location.search));
      else if (plan.kind === 'back') void navigate(-1);
      else if (plan.kind === 'replace') {
        void navigate({ pathname: location.pathname, search: plan.search, hash: location.hash }, { replace: true });
      }
    },
    [location, navigate],
  );

  return useMemo(() => ({ open, close }), [open, close]);
}
