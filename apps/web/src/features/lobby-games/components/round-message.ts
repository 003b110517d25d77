/**
 * The game client tells the page hosting it about every settled round
 * (`{ type: 'casino:round', balance, roundId }`, apps/game-client). Messages can come from any
 * window, so only a well-formed one, from our own origin and our own frame, is believed.
 */
export const ROUND_MESSAGE_TYPE = 'casino:round';

export interface RoundMessage {
  readonly balance: number;
  readonly roundId: string;
}

export function roundMessageOf(data: unknown): RoundMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Record<string, unknown>;
  if (message.type !== ROUND_MESSAGE_TYPE) return undefined;
  if (typeof message.balance !== 'number' || !Number.isSafeInteger(message.balance) || message.balance < 0) return undefined;
  if (typeof message.roundId !== 'string' || message.roundId === '') return undefined;
  return { balance: message.balance, roundId: message.roundId };
}

/** The round of `event` when it comes from `frame` on this page's origin. */
export function roundFromEvent(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: Window | null | undefined, origin: string): RoundMessage | undefined {
  if (event.origin !== origin || frame === null || frame === undefined || event.source !== frame) return undefined;
  return roundMessageOf(event.data);
}
