/**
 * The limits' modal bodies, one chunk: they open from one page and from each other (add, edit,
 * confirm), and one chunk name in the site's entry instead of five keeps its first load small.
 */
export { default as AddLimitBody } from './add-limit-modal';
export { default as ConfirmDeleteLimitBody } from './confirm-delete-limit-modal';
export { default as ConfirmLimitUpdateBody } from './confirm-limit-update-modal';
export { default as EditLimitBody } from './edit-limit-modal';
export { default as GameLimitReachedBody } from './game-limit-reached-modal';
