export {
  clearRealtimePlayer,
  reconnectRealtime,
  setRealtimePlayer,
  startRealtime,
  subscribePlayerChannel,
  subscribeProvenChannel,
  subscribePublicChannel,
} from './realtime-runtime';
export { useOnlineCount, useRealtimeState, type RealtimeState } from './realtime-state';
export { usePlayerChannel, usePublicChannel } from './use-player-channel';
export type { ChannelListener } from './player-channels';
export type { ChannelProof } from './realtime-runtime';
export type { RealtimeSession } from './realtime-client';
export type { UserChannelNamespace } from '@casino/shared';
