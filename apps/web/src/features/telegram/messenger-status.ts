import { createExternalStore } from '@/lib/realtime/external-store';

/** Where the messenger login stands: the page shows it (`data-messenger-login` on <html>) and tests wait for it. */
export type MessengerLoginStatus = 'idle' | 'logging-in' | 'ready' | 'failed';

const store = createExternalStore<MessengerLoginStatus>('idle');

export const messengerStatus = {
  get: store.get,
  subscribe: store.subscribe,
  set: (next: MessengerLoginStatus): void => {
    if (typeof document !== 'undefined') document.documentElement.dataset.messengerLogin = next;
    store.set(next);
  },
};
