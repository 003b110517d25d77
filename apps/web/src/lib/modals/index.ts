export { MODAL_KEYS, MODAL_KEY_ALIASES, modalKeyOf, queryKeysOf, type ModalKey } from './modal-keys';
export {
  readModalEntries,
  searchWithModal,
  searchWithoutModal,
  searchWithoutModals,
  type ModalEntry,
} from './modal-query';
export {
  acceptsValue,
  modalVerdict,
  resolveModalQuery,
  SIGN_IN,
  type ModalAccess,
  type ModalResolution,
  type ModalRule,
  type ModalRules,
  type ModalVerdict,
  type ModalViewer,
  type OpenModal,
} from './modal-access';
export { isSportPath, planModalClose, type ModalClosePlan } from './modal-close';
export { MODAL_BASE_Z_INDEX, MODAL_Z_INDEX_STEP, modalStack } from './modal-stack';
export { pageScrollLock } from './scroll-lock';
export type { ModalBodyProps } from './modal-types';
export { modalOpening, type ModalLocation, type ModalOpening } from './modal-opening';
export { useModals, type ModalsApi } from './use-modals';
export { ModalLink, type ModalLinkProps } from './modal-link';
export { useActiveModal } from './use-active-modal';
export { useModalLayer } from './use-modal-layer';
