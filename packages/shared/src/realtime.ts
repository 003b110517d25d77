/**
 * Channel names of the real-time hub (SPEC.md section 7, Real-time), one definition for the
 * server that authorises subscriptions and the web client that makes them.
 */

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
  // Beyond the spec: the player's documents and identity verification, as operators review them.
  'player:verification',
] as const;

export type UserChannelNamespace = (typeof USER_CHANNEL_NAMESPACES)[number];

/** The user-limited channel of `namespace` for one player: only that player may subscribe. */
export function userChannel(namespace: UserChannelNamespace, playerId: string): string {
  return `${namespace}#${playerId}`;
}
