import { useEffect, useRef } from 'react';
import type { UserChannelNamespace } from '@casino/shared';
import type { ChannelListener } from './player-channels';
import { subscribePlayerChannel, subscribePublicChannel } from './realtime-runtime';

/**
 * `subscribePlayerChannel` for a component's lifetime. The subscription follows `namespace` only:
 * new listener functions each render are picked up without unsubscribing and subscribing again.
 */
export function usePlayerChannel(
  namespace: UserChannelNamespace,
  listener: ChannelListener,
  onSubscribed?: () => void,
): void {
  const latestListener = useRef(listener);
  const latestSubscribed = useRef(onSubscribed);
  useEffect(() => {
    latestListener.current = listener;
    latestSubscribed.current = onSubscribed;
  });
  useEffect(
    () =>
      subscribePlayerChannel(
        namespace,
        (data) => latestListener.current(data),
        () => latestSubscribed.current?.(),
      ),
    [namespace],
  );
}

/** `subscribePublicChannel` for a component's lifetime, following `channel` only (as usePlayerChannel). */
export function usePublicChannel(channel: string, listener: ChannelListener): void {
  const latestListener = useRef(listener);
  useEffect(() => {
    latestListener.current = listener;
  });
  useEffect(() => subscribePublicChannel(channel, (data) => latestListener.current(data)), [channel]);
}
