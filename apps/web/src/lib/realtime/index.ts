export { clearRealtimePlayer, reconnectRealtime, setRealtimePlayer, startRealtime, subscribePlayerChannel } from './realtime-runtime';
export { useOnlineCount, useRealtimeState, type RealtimeState } from './realtime-state';
export { usePlayerChannel } from './use-player-channel';
export type { ChannelListener } from './player-channels';
export type { RealtimeSession } from './realtime-client';
export type { UserChannelNamespace } from '@casino/shared';
