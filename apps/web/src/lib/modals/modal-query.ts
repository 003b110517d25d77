import { modalKeyOf, queryKeysOf, type ModalKey } from './modal-keys';

/** One modal key found in a query string, as written there. */
export interface ModalEntry {
  readonly key: ModalKey;
  /** The key as spelled in the URL: the modal's own name or an alias (tg-news). */
  readonly queryKey: string;
  readonly value: string;
}

const toSearch = (params: URLSearchParams): string => {
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/** The modal keys of `search`, in the order they stand (a repeated key counts once, last value). */
export function readModalEntries(search: string): ModalEntry[] {
  const byKey = new Map<ModalKey, ModalEntry>();
  for (const [queryKey, value] of new URLSearchParams(search)) {
    const key = modalKeyOf(queryKey);
    if (key === undefined) continue;
    byKey.delete(key);
    byKey.set(key, { key, queryKey, value });
  }
  return [...byKey.values()];
}

/** `search` without any modal key; other query parameters stay as they are. */
export function searchWithoutModals(search: string): string {
  const params = new URLSearchParams(search);
  for (const queryKey of [...params.keys()]) {
    if (modalKeyOf(queryKey) !== undefined) params.delete(queryKey);
  }
  return toSearch(params);
}

/** `search` without `key` (under any of its spellings). */
export function searchWithoutModal(search: string, key: ModalKey): string {
  const params = new URLSearchParams(search);
  for (const queryKey of queryKeysOf(key)) params.delete(queryKey);
  return toSearch(params);
}

/** `search` showing `key`: opening a modal replaces any other modal key (SPEC.md section 2). */
export function searchWithModal(search: string, key: ModalKey, value: string): string {
  const params = new URLSearchParams(searchWithoutModals(search));
  params.set(key, value);
  return toSearch(params);
}

/**
 * What the query asks of the modal layer, as one comparable string ('' when nothing): lets a
 * dismissal be remembered for exactly the modal that was dismissed.
 */
export function modalSignatureOf(search: string): string {
  return readModalEntries(search)
    .map((entry) => `${entry.queryKey}=${entry.value}`)
    .join('&');
}
