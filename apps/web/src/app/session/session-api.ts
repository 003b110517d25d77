import { messengerHeaders } from '@/features/telegram/messenger-start';
import { HttpError, isRecord, REQUEST_TIMEOUT_MS } from '@/lib/http';

/**
 * The session's own calls. Refresh and logout carry a token the session names itself (the
 * expiring one, the one being given up), so they bypass the client's bearer hook, which would
 * otherwise refresh before refreshing, or send a token that is already forgotten.
 */
async function postWithBearer(path: string, token: string): Promise<unknown> {
  const { platform, source } = messengerHeaders();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'x-trace-id': crypto.randomUUID(),
      'x-platform': platform,
      'x-source': source,
    },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  const body: unknown = text === '' ? undefined : JSON.parse(text);
  if (!response.ok) {
    const error = isRecord(body) && isRecord(body.error) ? body.error : {};
    throw new HttpError(
      response.status,
      typeof error.code === 'string' ? error.code : undefined,
      `POST ${path} failed with ${response.status}`,
    );
  }
  return body;
}

/** `POST /api/player/sessions/refresh`: a new token for the open session of an expiring one. */
export async function refreshAccessToken(expiredToken: string): Promise<string> {
  const body = await postWithBearer('/api/player/sessions/refresh', expiredToken);
  if (!isRecord(body) || typeof body.accessToken !== 'string') throw new Error('Unexpected refresh response');
  return body.accessToken;
}

/** `POST /api/player/sessions/logout`: closes the session of `token` on the server. */
export async function closeSessionOnServer(token: string): Promise<void> {
  await postWithBearer('/api/player/sessions/logout', token);
}
