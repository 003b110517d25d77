/** A request that reached the server but was answered with an error status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Checks an unknown JSON body and returns it typed, or throws when it has the wrong shape. */
export type BodyParser<T> = (body: unknown) => T;

export interface GetJsonOptions<T> {
  parse: BodyParser<T>;
  signal?: AbortSignal;
}

/** GET a same-origin JSON endpoint. Errors follow the API's `{ error: { code, message } }` shape. */
export async function getJson<T>(path: string, { parse, signal }: GetJsonOptions<T>): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json', 'x-platform': 'web' }, signal });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readApiError(body);
    throw new HttpError(response.status, error?.code, error?.message ?? `Request failed with status ${response.status}`);
  }
  return parse(body);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readApiError(body: unknown): { code: string; message: string } | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message } = body.error;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : undefined;
}
