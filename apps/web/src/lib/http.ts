import { splitLocalePath } from '@casino/shared';
import { logger } from '@/lib/logger';

/**
 * The one HTTP client of the web app (SPEC.md section 7): JSON bodies, bracket-form query
 * arrays, a trace id and the platform on every call, the bearer token when there is a session
 * (refreshed first when it is about to expire), a 10 s timeout, a 512 KB response cap, no
 * retries, and a warning for slow or empty responses.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_RESPONSE_BYTES = 512 * 1024;
export const SLOW_RESPONSE_MS = 2_000;

/** A request that reached the server but was answered with an error status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly fields: Readonly<Record<string, readonly string[]>> = {},
    readonly domainCode?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Checks an unknown JSON body and returns it typed, or throws when it has the wrong shape. */
export type BodyParser<T> = (body: unknown) => T;

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface RequestOptions<T> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly body?: unknown;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly parse: BodyParser<T>;
  readonly signal?: AbortSignal;
  /** Send the session's bearer token when there is one (default true). */
  readonly authenticated?: boolean;
  /** Headers of the call's own (a guest's support chat key); the standard ones cannot be replaced. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** What the session feature plugs in: the token to send, and what to do when it is refused. */
export interface SessionHooks {
  usableToken(): Promise<string | undefined>;
  onRejected(status: 401 | 403): void;
  platform(): 'tg' | 'web';
  source(): string;
}

let sessionHooks: SessionHooks = {
  usableToken: () => Promise.resolve(undefined),
  onRejected: () => undefined,
  platform: () => 'web',
  source: () => (typeof window === 'undefined' ? '' : window.location.origin),
};

export function configureSessionHooks(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const token = options.authenticated === false ? undefined : await sessionHooks.usableToken();
  const startedAt = performance.now();
  const response = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers: { ...options.headers, ...requestHeaders(token, options.body !== undefined) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const elapsedMs = performance.now() - startedAt;
  if (elapsedMs > SLOW_RESPONSE_MS)
    logger.warn(`slow response: ${options.method ?? 'GET'} ${path} took ${Math.round(elapsedMs)} ms`);
  const body = await readBody(response, path);
  if (!response.ok) throw refusedAnswer(response.status, body, token !== undefined);
  return options.parse(body);
}

/** GET a JSON endpoint that needs no session. */
export function getJson<T>(path: string, options: { parse: BodyParser<T>; signal?: AbortSignal }): Promise<T> {
  return request(path, { ...options, authenticated: false });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Query arrays in bracket form: `status[]=1&status[]=2` (DESIGN.md section 2). */
export function withQuery(path: string, query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value))
      for (const item of value as readonly (string | number)[]) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** The headers of every call to our API (DESIGN.md section 2); also used by the upload helper. */
export function requestHeaders(token: string | undefined, hasBody: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    'x-trace-id': crypto.randomUUID(),
    'x-platform': sessionHooks.platform(),
    'x-source': sessionHooks.source(),
    // The site locale of the page (its URL prefix): the server answers its messages in it.
    'x-locale': typeof window === 'undefined' ? 'en' : splitLocalePath(window.location.pathname).locale,
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

async function readBody(response: Response, path: string): Promise<unknown> {
  const text = await response.text();
  if (text.length > MAX_RESPONSE_BYTES)
    throw new HttpError(response.status, 'response_too_large', `The response of ${path} is too large`);
  if (text === '') {
    if (response.status !== 204) logger.warn(`response with no body: ${path} (${response.status})`);
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(response.status, 'invalid_response', `The response of ${path} is not JSON`);
  }
}

/** The error of a refused answer; a refused session (401, 403) also signs the player out. */
export function refusedAnswer(status: number, body: unknown, hadToken: boolean): HttpError {
  if (hadToken && (status === 401 || status === 403)) sessionHooks.onRejected(status);
  return toHttpError(status, body);
}

/** The session token to send, if the player has one. */
export function usableToken(): Promise<string | undefined> {
  return sessionHooks.usableToken();
}

function toHttpError(status: number, body: unknown): HttpError {
  if (!isRecord(body) || !isRecord(body.error))
    return new HttpError(status, undefined, `Request failed with status ${status}`);
  const { code, message, fields, domainCode } = body.error;
  return new HttpError(
    status,
    typeof code === 'string' ? code : undefined,
    typeof message === 'string' ? message : `Request failed with status ${status}`,
    isRecord(fields) ? (fields as Record<string, string[]>) : {},
    typeof domainCode === 'number' ? domainCode : undefined,
  );
}
