import { useSyncExternalStore } from 'react';
import { consentStore, type ConsentState } from './consent-store';

/** The visitor's cookie choice, re-rendering when it changes (in this tab). */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.snapshot, consentStore.serverSnapshot);
}
