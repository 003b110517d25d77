/** What other modules use of real time: recording events on their transaction, and channel names. */
export { OUTBOX_NOTIFY_CHANNEL, publishInTransaction } from './realtime-outbox';
export { ONLINE_CHANNEL, USER_CHANNEL_NAMESPACES, userChannel, type UserChannelNamespace } from './channels';
/** For modules with channels of their own: the broker (events not worth storing) and namespace guards. */
export type { Broker } from './broker';
export type { ChannelGuard } from './realtime-hub';
