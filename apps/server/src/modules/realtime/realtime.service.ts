/** What other modules use of real time: recording events on their transaction, and channel names. */
export { publishInTransaction } from './realtime-outbox';
export { ONLINE_CHANNEL, USER_CHANNEL_NAMESPACES, userChannel, type UserChannelNamespace } from './channels';
