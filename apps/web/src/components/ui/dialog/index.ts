export { Dialog, type DialogProps } from './dialog';
export { DialogLoading } from './dialog-loading';
export { DialogInitialFocus } from './dialog-initial-focus';
