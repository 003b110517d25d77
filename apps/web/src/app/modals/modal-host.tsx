import { Suspense, useCallback } from 'react';
import { Dialog, DialogInitialFocus } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { useActiveModal, useModals } from '@/lib/modals';
import { useViewer } from '@/lib/viewer';
import { MODAL_REGISTRY, modalViewFor } from '@/app/modal-registry';
import { ModalErrorBoundary } from './modal-error-boundary';
import { useModalPrefetch } from './modal-prefetch';
import { ModalSkeleton } from './modal-skeleton';

/**
 * Renders the modal the URL's query asks for (SPEC.md section 2), as the registry describes it.
 * Mounted once inside each layout, under the router. One dialog frame serves whichever modal
 * is active, so swapping one modal for another keeps the focus opener and skips a re-entry.
 */
export function ModalHost() {
  const active = useActiveModal(MODAL_REGISTRY);
  const { close } = useModals();
  const viewer = useViewer();
  const t = useT();
  useModalPrefetch(viewer);
  const activeKey = active?.key;
  const closeActive = useCallback(() => {
    if (activeKey !== undefined) close(activeKey);
  }, [activeKey, close]);

  if (active === null) return null;
  const view = modalViewFor(active.key, viewer);
  const Body = view.body;
  return (
    <Dialog
      title={t(view.titleKey)}
      description={view.descriptionKey === undefined ? undefined : t(view.descriptionKey)}
      closeLabel={t('modals:common.close')}
      onClose={isLocked(MODAL_REGISTRY[active.key].locked, viewer.isLoggedIn) ? undefined : closeActive}
      contentKey={active.key}
    >
      <ModalErrorBoundary key={active.key} message={t('modals:common.loadFailed')}>
        <Suspense fallback={<ModalSkeleton label={t('modals:common.loading')} />}>
          <Body modalKey={active.key} value={active.value} close={closeActive} />
          <DialogInitialFocus />
        </Suspense>
      </ModalErrorBoundary>
    </Dialog>
  );
}

function isLocked(locked: boolean | 'guests' | undefined, isLoggedIn: boolean): boolean {
  return locked === true || (locked === 'guests' && !isLoggedIn);
}
