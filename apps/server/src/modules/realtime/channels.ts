/** The public channel carrying the number of players online: `{ count }`. */
export const ONLINE_CHANNEL = 'global:online';

/** Channels of SPEC.md section 7 that belong to one player: `{namespace}#{playerId}`. */
export const USER_CHANNEL_NAMESPACES = [
  'retention:quests',
  'retention:accounts',
  'bonus:player-bonus-codes',
  'bonus:player-bonuses',
  'bonus:player-freespins',
  'wallet:accounts',
  'payment:invoices',
  'game:bets',
  'game:spins',
  'messenger:notifications',
  'messenger:pushes',
] as const;

export type UserChannelNamespace = (typeof USER_CHANNEL_NAMESPACES)[number];

const PUBLIC_CHANNELS: ReadonlySet<string> = new Set([ONLINE_CHANNEL]);
const USER_NAMESPACES: ReadonlySet<string> = new Set(USER_CHANNEL_NAMESPACES);

export function userChannel(namespace: UserChannelNamespace, playerId: string): string {
  return `${namespace}#${playerId}`;
}

export type ChannelAccess = 'allowed' | 'unknown_channel' | 'permission_denied';

/**
 * Who may subscribe: a public channel anyone, even anonymously; a user-limited channel (`#`)
 * only the player whose id follows the `#`.
 */
export function channelAccess(channel: string, playerId: string | undefined): ChannelAccess {
  if (PUBLIC_CHANNELS.has(channel)) return 'allowed';
  const hash = channel.indexOf('#');
  if (hash < 0 || !USER_NAMESPACES.has(channel.slice(0, hash))) return 'unknown_channel';
  return playerId !== undefined && channel.slice(hash + 1) === playerId ? 'allowed' : 'permission_denied';
}
