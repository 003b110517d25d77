import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** The real-time client's states (SPEC.md section 4, Real-time client). */
export type RealtimeState = 'disconnected' | 'connecting' | 'connected';

/** Where the socket is: set by the client on each of its state changes. */
export const realtimeStateStore = createExternalStore<RealtimeState>('disconnected');

/** Players online, from `global:online`; undefined until the first count arrives. */
export const onlineCountStore = createExternalStore<number | undefined>(undefined);

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(realtimeStateStore.subscribe, realtimeStateStore.get, realtimeStateStore.get);
}

export function useOnlineCount(): number | undefined {
  return useSyncExternalStore(onlineCountStore.subscribe, onlineCountStore.get, onlineCountStore.get);
}

/** The count of a `global:online` publication (`{ count }`), or undefined when it is not one. */
export function parseOnlineCount(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const count = (data as { count?: unknown }).count;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}
