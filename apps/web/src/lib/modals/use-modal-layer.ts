import { useId, useLayoutEffect, useSyncExternalStore } from 'react';
import { MODAL_BASE_Z_INDEX, modalStack } from './modal-stack';

/** Joins the modal stack while mounted; returns this dialog's z-index. */
export function useModalLayer(): number {
  const id = useId();
  useLayoutEffect(() => {
    modalStack.push(id);
    return () => modalStack.remove(id);
  }, [id]);
  const zIndexOf = () => modalStack.zIndexOf(id) ?? MODAL_BASE_Z_INDEX;
  return useSyncExternalStore(modalStack.subscribe, zIndexOf, zIndexOf);
}
