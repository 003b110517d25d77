import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

let version = 0;
const listeners = new Set<() => void>();
const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};
i18n.on('languageChanged', notify);
i18n.on('added', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * `t('layout:header.signIn')`, re-rendering when the language or the loaded texts change.
 * A key with no text renders as its own name, so a gap is visible rather than blank.
 */
export function useT(): Translate {
  const textsVersion = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per texts version re-renders users
  return useCallback<Translate>((key, params) => i18n.t(key, params ?? {}), [textsVersion]);
}
