import {
  BIG_WINS_CHANNEL,
  CRASH_CHANNEL_NAMESPACE,
  JACKPOTS_CHANNEL,
  ONLINE_CHANNEL,
  SPORT_EVENT_CHANNEL_NAMESPACE,
  SPORT_LIVE_CHANNEL,
  USER_CHANNEL_NAMESPACES,
} from '@casino/shared';

// The channel names live in packages/shared, one definition for this hub and the web client.
export { ONLINE_CHANNEL, USER_CHANNEL_NAMESPACES, userChannel, type UserChannelNamespace } from '@casino/shared';

const PUBLIC_CHANNELS: ReadonlySet<string> = new Set([
  ONLINE_CHANNEL,
  SPORT_LIVE_CHANNEL,
  JACKPOTS_CHANNEL,
  BIG_WINS_CHANNEL,
]);
/** Public channels of one thing each: every viewer of a sports event subscribes to its prices and score. */
const PUBLIC_ENTITY_CHANNEL = new RegExp(`^${SPORT_EVENT_CHANNEL_NAMESPACE}#\\d{1,10}$`);
/** A crash game's room (its identity): phases, crashes and bets, to every viewer of the game. */
const CRASH_ROOM_CHANNEL = new RegExp(`^${CRASH_CHANNEL_NAMESPACE}#[a-z0-9-]{1,64}$`);
const USER_NAMESPACES: ReadonlySet<string> = new Set(USER_CHANNEL_NAMESPACES);

export type ChannelAccess = 'allowed' | 'unknown_channel' | 'permission_denied';

/**
 * Who may subscribe: a public channel anyone, even anonymously; a user-limited channel (`#`)
 * only the player whose id follows the `#`.
 */
export function channelAccess(channel: string, playerId: string | undefined): ChannelAccess {
  if (PUBLIC_CHANNELS.has(channel) || PUBLIC_ENTITY_CHANNEL.test(channel) || CRASH_ROOM_CHANNEL.test(channel))
    return 'allowed';
  const hash = channel.indexOf('#');
  if (hash < 0 || !USER_NAMESPACES.has(channel.slice(0, hash))) return 'unknown_channel';
  return playerId !== undefined && channel.slice(hash + 1) === playerId ? 'allowed' : 'permission_denied';
}
