/**
 * The few pieces of the Centrifugo JSON protocol the widget speaks, as pure functions: commands
 * out, frames in. A frame may carry several newline-separated JSON messages; an empty object is
 * the server's ping and must be answered with an empty object at once, or the server drops us.
 */
export interface CentrifugoPush {
  readonly channel: string;
  readonly data: unknown;
}

export interface FrameResult {
  /** Text to send back right away (one '{}' per ping). */
  readonly replies: readonly string[];
  readonly pushes: readonly CentrifugoPush[];
  /** Ids of the commands the server answered without error (the connect is id 1). */
  readonly answeredIds: readonly number[];
}

export const CONNECT_ID = 1;

export function connectCommand(): string {
  return JSON.stringify({ id: CONNECT_ID, connect: {} });
}

export function subscribeCommand(id: number, channel: string): string {
  return JSON.stringify({ id, subscribe: { channel } });
}

export function unsubscribeCommand(id: number, channel: string): string {
  return JSON.stringify({ id, unsubscribe: { channel } });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Splits and parses a frame; a line that is not JSON is skipped rather than losing the others. */
export function parseFrame(frame: string): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [];
  for (const line of frame.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const message: unknown = JSON.parse(line);
      if (isObject(message)) messages.push(message);
    } catch {
      // A broken line from a proxy or a bug: the rest of the frame still counts.
    }
  }
  return messages;
}

export function handleFrame(frame: string): FrameResult {
  const replies: string[] = [];
  const pushes: CentrifugoPush[] = [];
  const answeredIds: number[] = [];
  for (const message of parseFrame(frame)) {
    if (Object.keys(message).length === 0) {
      replies.push('{}');
      continue;
    }
    const push = message.push;
    if (isObject(push) && typeof push.channel === 'string' && isObject(push.pub)) {
      pushes.push({ channel: push.channel, data: push.pub.data });
      continue;
    }
    if (typeof message.id === 'number' && message.error === undefined) answeredIds.push(message.id);
  }
  return { replies, pushes, answeredIds };
}

export const MIN_RECONNECT_MS = 1000;
export const MAX_RECONNECT_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s; `attempt` counts failures since the last good connection. */
export function reconnectDelay(attempt: number): number {
  return Math.min(MAX_RECONNECT_MS, MIN_RECONNECT_MS * 2 ** Math.max(0, Math.min(attempt, 10)));
}
