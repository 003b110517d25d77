/**
 * What the game client tells the page hosting it (apps/game-client/src/shell/host-page.ts):
 * `{ type: 'casino:round', balance, roundId }` after every settled round, `{ type: 'casino:size',
 * height }` when the height it needs changes, `{ type: 'casino:session-ended' }` when its launch
 * token died with the player's login. The frame is sandboxed without allow-same-origin, so its
 * messages come from the opaque origin "null": only a well-formed message whose source is our own
 * frame's window is believed.
 */
export const ROUND_MESSAGE_TYPE = 'casino:round';
export const SIZE_MESSAGE_TYPE = 'casino:size';
export const SESSION_ENDED_MESSAGE_TYPE = 'casino:session-ended';
/** `{ type: 'casino:bet-restricted', reason }`: a stake was refused by the player's limits or a break. */
export const BET_RESTRICTED_MESSAGE_TYPE = 'casino:bet-restricted';

/** The server's codes for a stake refused by responsible gaming; the game-limit-reached modal's values. */
export const BET_RESTRICTION_REASONS = [
  'bet_limit_reached',
  'loss_limit_reached',
  'play_time_limit_reached',
  'cooling_off',
  'self_excluded',
  'underage',
] as const;
export type BetRestrictionReason = (typeof BET_RESTRICTION_REASONS)[number];

export function isBetRestrictionReason(value: unknown): value is BetRestrictionReason {
  return typeof value === 'string' && (BET_RESTRICTION_REASONS as readonly string[]).includes(value);
}

/** No game needs more; a bigger figure is a bug or a hostile frame, not a reason to grow the page without end. */
export const MAX_FRAME_HEIGHT_PX = 4000;

export interface RoundMessage {
  readonly balance: number;
  readonly roundId: string;
}

export type FrameMessage =
  | ({ readonly type: typeof ROUND_MESSAGE_TYPE } & RoundMessage)
  | { readonly type: typeof SIZE_MESSAGE_TYPE; readonly height: number }
  | { readonly type: typeof SESSION_ENDED_MESSAGE_TYPE }
  | { readonly type: typeof BET_RESTRICTED_MESSAGE_TYPE; readonly reason: BetRestrictionReason };

export function roundMessageOf(data: unknown): RoundMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== ROUND_MESSAGE_TYPE) return undefined;
  if (typeof message.balance !== 'number' || !Number.isSafeInteger(message.balance) || message.balance < 0)
    return undefined;
  if (typeof message.roundId !== 'string' || message.roundId === '') return undefined;
  return { balance: message.balance, roundId: message.roundId };
}

export function frameMessageOf(data: unknown): FrameMessage | undefined {
  const round = roundMessageOf(data);
  if (round) return { type: ROUND_MESSAGE_TYPE, ...round };
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type === SESSION_ENDED_MESSAGE_TYPE) return { type: SESSION_ENDED_MESSAGE_TYPE };
  if (message.type === BET_RESTRICTED_MESSAGE_TYPE)
    return isBetRestrictionReason(message.reason)
      ? { type: BET_RESTRICTED_MESSAGE_TYPE, reason: message.reason }
      : undefined;
  if (
    message.type !== SIZE_MESSAGE_TYPE ||
    typeof message.height !== 'number' ||
    !Number.isFinite(message.height) ||
    message.height <= 0
  )
    return undefined;
  return { type: SIZE_MESSAGE_TYPE, height: Math.min(Math.ceil(message.height), MAX_FRAME_HEIGHT_PX) };
}

/**
 * The message of `event` when it comes from `frame`: the source window is what tells our frame
 * apart (its origin is "null"; any page can post to us, but only our frame is its window).
 */
export function frameMessageFromEvent(
  event: Pick<MessageEvent, 'source' | 'data'>,
  frame: Window | null | undefined,
): FrameMessage | undefined {
  if (frame === null || frame === undefined || event.source !== frame) return undefined;
  return frameMessageOf(event.data);
}
