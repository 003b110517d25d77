import {
  parseSupportMessage,
  parseSupportMessagePage,
  parseSupportSession,
  SUPPORT_KEY_HEADER,
  SUPPORT_LIMITS,
  type SupportMessage,
  type SupportSession,
} from '@casino/shared';
import { isRecord, request, refusedAnswer, requestHeaders, usableToken } from '@/lib/http';

/**
 * `/api/support`: the visitor's side of the live chat. A player's bearer goes with every call; a
 * guest's restore key goes in X-Support-Key (the key alone opens their conversation).
 */
const BASE = '/api/support';

const keyHeaders = (key: string | undefined): Record<string, string> => (key ? { [SUPPORT_KEY_HEADER]: key } : {});
const conversationPath = (id: string) => `${BASE}/conversations/${encodeURIComponent(id)}`;

/** Whether an agent has been seen in the last two minutes: said before a conversation starts. */
export function agentsStatus(): Promise<boolean> {
  return request(`${BASE}/status`, {
    authenticated: false,
    parse: (body) => isRecord(body) && body.agentsOnline === true,
  });
}

export function startConversation(form: { email?: string; name?: string }): Promise<SupportSession> {
  return request(`${BASE}/conversations`, { method: 'POST', body: form, parse: parseSupportSession });
}

/** The visitor's latest conversation (open or closed); a 404 when there is none. */
export function currentConversation(key: string | undefined): Promise<SupportSession> {
  return request(`${BASE}/conversations/current`, { headers: keyHeaders(key), parse: parseSupportSession });
}

/** The conversation again, with a fresh subscription token. */
export function conversationSession(id: string, key: string | undefined): Promise<SupportSession> {
  return request(conversationPath(id), { headers: keyHeaders(key), parse: parseSupportSession });
}

/** Every message after `afterSeq`, page by page, in order. */
export async function messagesAfter(id: string, key: string | undefined, afterSeq: number): Promise<SupportMessage[]> {
  const messages: SupportMessage[] = [];
  let after = afterSeq;
  for (;;) {
    const page = await request(`${conversationPath(id)}/messages`, {
      headers: keyHeaders(key),
      query: { afterSeq: after, limit: SUPPORT_LIMITS.messagesPageMax },
      parse: parseSupportMessagePage,
    });
    messages.push(...page.data);
    const last = page.data.at(-1);
    if (!page.meta.hasMore || !last) return messages;
    after = last.seq;
  }
}

export function sendMessage(
  id: string,
  key: string | undefined,
  message: { body: string; clientKey: string },
): Promise<SupportMessage> {
  return request(`${conversationPath(id)}/messages`, {
    method: 'POST',
    headers: keyHeaders(key),
    body: message,
    parse: parseSupportMessage,
  });
}

const noBody = () => undefined;

export function markRead(id: string, key: string | undefined, seq: number): Promise<void> {
  return request(`${conversationPath(id)}/read`, {
    method: 'POST',
    headers: keyHeaders(key),
    body: { seq },
    parse: noBody,
  });
}

export function sendTyping(id: string, key: string | undefined): Promise<void> {
  return request(`${conversationPath(id)}/typing`, { method: 'POST', headers: keyHeaders(key), parse: noBody });
}

/** Attaches a file (the upload helper is loaded on demand: only an attachment needs it). */
export async function attachFile(
  id: string,
  key: string | undefined,
  file: File,
  clientKey: string,
  onProgress: (fraction: number) => void,
): Promise<SupportMessage> {
  const { uploadForm } = await import('@/lib/upload-form');
  const form = new FormData();
  form.append('clientKey', clientKey);
  form.append('file', file);
  return uploadForm(`${conversationPath(id)}/attachments`, form, {
    parse: parseSupportMessage,
    onProgress,
    headers: keyHeaders(key),
  });
}

/** Downloads a message's attachment: fetched with the visitor's credentials, then saved under its name. */
export async function downloadAttachment(id: string, key: string | undefined, message: SupportMessage): Promise<void> {
  const token = await usableToken();
  const response = await fetch(`${conversationPath(id)}/messages/${message.seq}/attachment`, {
    headers: { ...keyHeaders(key), ...requestHeaders(token, false) },
  });
  if (!response.ok) throw refusedAnswer(response.status, undefined, token !== undefined);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = message.attachment?.name ?? 'attachment';
  link.click();
  // The click has handed the file to the browser; the object URL may go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
