/**
 * History-state marker of an entry pushed by opening a modal in the app. It survives a reload
 * (it lives in history.state), so closing still knows the entry before is ours to go back to.
 */
const OPENED_IN_APP = 'modalOpenedInApp';

export const OPENED_IN_APP_STATE: Readonly<Record<string, unknown>> = { [OPENED_IN_APP]: true };

export function isOpenedInApp(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPENED_IN_APP] === true;
}

/** React Router keeps the entry's index in history.state.idx; 0 when unknown. */
export function readHistoryIndex(state: unknown): number {
  if (typeof state !== 'object' || state === null) return 0;
  const index = (state as Record<string, unknown>).idx;
  return typeof index === 'number' && Number.isInteger(index) ? index : 0;
}
