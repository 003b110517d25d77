import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { SUPPORT_KEY_HEADER, type SupportMessage, type SupportSession } from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, randomAddress, uniqueEmail } from '../../testing/players';
import { supportAgentPresence, supportConversations, supportMessages } from './support.table';

/** Helpers of the support chat tests: a visitor's calls (as a player or with a guest's key) and the operator's. */

export interface Visitor {
  readonly token?: string;
  readonly key?: string;
}

export const visitorHeaders = ({ token, key }: Visitor): Record<string, string> => ({
  ...(token ? bearer(token) : {}),
  ...(key ? { [SUPPORT_KEY_HEADER]: key } : {}),
});

export function visitorCall(
  app: FastifyInstance,
  visitor: Visitor,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  extra: { address?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `/api/support${url}`,
    remoteAddress: extra.address ?? randomAddress(),
    headers: { ...visitorHeaders(visitor), ...extra.headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `/api/admin/support${url}`,
    headers: bearer(TEST_ADMIN_TOKEN),
    ...(payload ? { payload } : {}),
  });
}

/** A guest starts a conversation; the session carries the restore key. */
export async function startGuest(
  app: FastifyInstance,
  form: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SupportSession & { restoreKey: string }> {
  const response = await visitorCall(
    app,
    {},
    'POST',
    '/conversations',
    { email: uniqueEmail('guest'), name: 'Ada', ...form },
    { headers },
  );
  if (response.statusCode !== 201) throw new Error(`guest start failed: ${response.statusCode} ${response.body}`);
  const session = response.json<SupportSession>();
  if (!session.restoreKey) throw new Error('the guest got no restore key');
  return session as SupportSession & { restoreKey: string };
}

export async function startPlayer(app: FastifyInstance, token: string): Promise<SupportSession> {
  const response = await visitorCall(app, { token }, 'POST', '/conversations', {});
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`player start failed: ${response.statusCode} ${response.body}`);
  return response.json<SupportSession>();
}

export async function sendAsVisitor(
  app: FastifyInstance,
  visitor: Visitor,
  conversationId: string,
  body: string,
  clientKey = randomUUID(),
): Promise<SupportMessage> {
  const response = await visitorCall(app, visitor, 'POST', `/conversations/${conversationId}/messages`, {
    body,
    clientKey,
  });
  if (response.statusCode !== 201) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return response.json<SupportMessage>();
}

export async function replyAsAgent(
  app: FastifyInstance,
  conversationId: string,
  body: string,
  agentName = 'Grace',
): Promise<SupportMessage> {
  const response = await operatorCall(app, 'POST', `/conversations/${conversationId}/messages`, { agentName, body });
  if (response.statusCode !== 201) throw new Error(`reply failed: ${response.statusCode} ${response.body}`);
  return response.json<SupportMessage>();
}

export async function storedMessages(app: FastifyInstance, conversationId: string) {
  return app.database.db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(supportMessages.seq);
}

export async function conversationCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.database.db.select({ rows: sql<number>`count(*)::int` }).from(supportConversations);
  return row?.rows ?? 0;
}

/** No agent counts as online: every presence row is older than the two minutes. */
export async function agentsAway(app: FastifyInstance): Promise<void> {
  await app.database.db.update(supportAgentPresence).set({ lastSeenAt: sql`now() - interval '1 hour'` });
}

/** A multipart/form-data body of text fields and at most one file, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field?: string; name: string; contentType: string; bytes: Buffer },
) {
  const boundary = `support-${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function attach(
  app: FastifyInstance,
  visitor: Visitor,
  conversationId: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: `/api/support/conversations/${conversationId}/attachments`,
    headers: { ...visitorHeaders(visitor), ...body.headers },
    payload: body.payload,
  });
}
