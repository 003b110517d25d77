import type { FastifyInstance } from 'fastify';

export interface MailboxMessage {
  readonly id: string;
  readonly channel: 'email' | 'sms';
  readonly recipient: string;
  readonly subject: string | null;
  readonly text: string;
  readonly transport: string;
  readonly createdAt: string;
}

/**
 * The messages sent to a recipient, newest first, as the development mailbox lists them: read as a
 * person would, with the key of the mailbox link the start-up log prints.
 */
export async function messagesTo(app: FastifyInstance, recipient: string): Promise<MailboxMessage[]> {
  const key = app.config.mail.mailboxKey;
  if (!key) throw new Error('no development mailbox: SMTP_URL is set');
  const response = await app.inject({ method: 'GET', url: '/provider/mailbox/messages', query: { recipient, key } });
  if (response.statusCode !== 200) throw new Error(`mailbox answered ${response.statusCode} ${response.body}`);
  return response.json<{ data: MailboxMessage[] }>().data;
}

export async function latestMessageTo(app: FastifyInstance, recipient: string): Promise<MailboxMessage> {
  const [latest] = await messagesTo(app, recipient);
  if (!latest) throw new Error(`no message to ${recipient}`);
  return latest;
}

/** The 6-digit code of the latest message to the recipient. */
export async function latestCodeTo(app: FastifyInstance, recipient: string): Promise<string> {
  const { text } = await latestMessageTo(app, recipient);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

/** The code at the end of the link `/<path>/<code>` in the latest message to the recipient. */
export async function latestLinkCodeTo(
  app: FastifyInstance,
  recipient: string,
  path: 'verify' | 'password-reset',
): Promise<string> {
  const { text } = await latestMessageTo(app, recipient);
  const code = new RegExp(`https?://\\S+/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!code) throw new Error(`no ${path} link in: ${text}`);
  return code;
}

/** A phone number no other test uses: German mobile numbers +49 151 then 8 random digits. */
export function uniquePhone(): string {
  return `+49151${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}
