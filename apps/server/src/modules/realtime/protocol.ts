/**
 * The Centrifugo client protocol (JSON), the parts this server speaks. Commands arrive as
 * newline-separated JSON objects with an `id`; replies carry the same `id`; pushes have none.
 */

/** Error codes of replies (Centrifugo's). */
export const ErrorCode = {
  Internal: 100,
  Unauthorized: 101,
  UnknownChannel: 102,
  PermissionDenied: 103,
  MethodNotFound: 104,
  AlreadySubscribed: 105,
  LimitExceeded: 106,
  BadRequest: 107,
  NotAvailable: 108,
  TokenExpired: 109,
} as const;

/** Close codes: 3000-3499 let the client reconnect, 3500+ do not (Centrifugo's). */
export const DisconnectCode = {
  Shutdown: 3001,
  Expired: 3005,
  NoPong: 3012,
  InvalidToken: 3500,
  BadRequest: 3501,
  MessageTooLarge: 3509,
} as const;

export interface ReplyError {
  readonly code: number;
  readonly message: string;
  readonly temporary?: boolean;
}

export const replyErrors = {
  unauthorized: { code: ErrorCode.Unauthorized, message: 'unauthorized' },
  unknownChannel: { code: ErrorCode.UnknownChannel, message: 'unknown channel' },
  permissionDenied: { code: ErrorCode.PermissionDenied, message: 'permission denied' },
  methodNotFound: { code: ErrorCode.MethodNotFound, message: 'method not found' },
  alreadySubscribed: { code: ErrorCode.AlreadySubscribed, message: 'already subscribed' },
  limitExceeded: { code: ErrorCode.LimitExceeded, message: 'limit exceeded' },
  badRequest: { code: ErrorCode.BadRequest, message: 'bad request' },
  notAvailable: { code: ErrorCode.NotAvailable, message: 'not available' },
  tokenExpired: { code: ErrorCode.TokenExpired, message: 'token expired' },
  internal: { code: ErrorCode.Internal, message: 'internal server error', temporary: true },
} satisfies Record<string, ReplyError>;

/** A command as the client sends it; only the fields read here. */
export interface Command {
  readonly id?: number;
  readonly connect?: { readonly token?: string; readonly name?: string };
  /** `token`: the proof a guarded channel asks for (a subscription token the API handed out). */
  readonly subscribe?: { readonly channel?: string; readonly token?: string };
  readonly unsubscribe?: { readonly channel?: string };
  readonly refresh?: { readonly token?: string };
  readonly [method: string]: unknown;
}

/** Splits a websocket frame into commands; undefined when any line is not a JSON object. */
export function parseCommands(frame: string): Command[] | undefined {
  const commands: Command[] = [];
  for (const line of frame.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
      commands.push(parsed as Command);
    } catch {
      return undefined;
    }
  }
  return commands;
}

/** The push of a publication, serialised once for every subscriber of the channel. */
export function publicationPush(channel: string, data: unknown): string {
  return JSON.stringify({ push: { channel, pub: { data } } });
}
