import type { RuleSpec } from './validation/rules';
import { validateFields, type FieldErrors, type ValidateFieldsOptions } from './validation/validate-fields';

/**
 * The live support chat (`/support`, `/api/support`, issue 26): its limits, the answers of the
 * visitor API, and the events of a conversation's real-time channel. One definition for the server
 * and the web.
 */
export const SUPPORT_LIMITS = {
  /** Ours: a chat message is a few paragraphs; the column checks it too (char_length <= 4000). */
  messageMaxLength: 4000,
  /** The guest's name, as the column (varchar(100)). */
  nameMaxLength: 100,
  /** A retried send carries the same key; the column is varchar(64). */
  clientKeyMaxLength: 64,
  /** Messages one catch-up call returns at most; a client with more to read asks again. */
  messagesPageMax: 200,
} as const;

/** The header a guest sends the restore key in: the conversation is theirs only with it. */
export const SUPPORT_KEY_HEADER = 'x-support-key';

/** A conversation's real-time channel; subscribed with the token the API hands out (or as its player). */
export const SUPPORT_CONVERSATION_CHANNEL_NAMESPACE = 'support:conversations';

export function supportConversationChannel(conversationId: string): string {
  return `${SUPPORT_CONVERSATION_CHANNEL_NAMESPACE}#${conversationId}`;
}

export type SupportConversationStatus = 'open' | 'closed';
export type SupportAuthor = 'visitor' | 'agent' | 'system';

/** A conversation as its visitor sees it. The read markers are the highest seq each side has read. */
export interface SupportConversation {
  readonly id: string;
  readonly status: SupportConversationStatus;
  readonly locale: string;
  readonly assignedAgent: string | null;
  readonly visitorReadSeq: number;
  readonly agentReadSeq: number;
  readonly lastSeq: number;
  readonly createdAt: string;
  readonly lastMessageAt: string;
  readonly closedAt: string | null;
}

export interface SupportAttachment {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** One message, numbered within its conversation (`seq` 1, 2, 3...). */
export interface SupportMessage {
  readonly id: number;
  readonly seq: number;
  readonly author: SupportAuthor;
  /** The agent's name on agent messages; null otherwise. */
  readonly agentName: string | null;
  readonly body: string;
  readonly attachment: SupportAttachment | null;
  readonly createdAt: string;
}

/** How to hear a conversation live: its channel and a subscription token that expires. */
export interface SupportRealtimeAccess {
  readonly channel: string;
  readonly token: string;
  readonly expiresAt: string;
}

/** The answer of starting or resuming a conversation. `restoreKey` only once, to the guest who started it. */
export interface SupportSession {
  readonly conversation: SupportConversation;
  readonly realtime: SupportRealtimeAccess;
  readonly agentsOnline: boolean;
  readonly restoreKey?: string;
}

export interface SupportMessagePage {
  readonly data: readonly SupportMessage[];
  readonly meta: { readonly lastSeq: number; readonly hasMore: boolean };
}

/** What the channel of a conversation carries. Typing is never stored; the rest is also in the API. */
export type SupportEvent =
  | { readonly type: 'message.created'; readonly message: SupportMessage }
  | { readonly type: 'typing'; readonly author: 'visitor' | 'agent'; readonly agentName: string | null }
  | { readonly type: 'read'; readonly author: 'visitor' | 'agent'; readonly seq: number }
  | { readonly type: 'conversation.assigned' | 'conversation.closed'; readonly conversation: SupportConversation };

// ---- The guest's start form ------------------------------------------------------------------

export const SUPPORT_START_FIELDS = ['email', 'name'] as const;
export type SupportStartField = (typeof SUPPORT_START_FIELDS)[number];

/** A guest leaves an e-mail (an answer can reach them after they leave) and may give a name. */
export const SUPPORT_START_RULES: Readonly<Record<SupportStartField, readonly RuleSpec[]>> = {
  email: [{ rule: 'required' }, { rule: 'string' }, { rule: 'email' }],
  name: [{ rule: 'string' }, { rule: 'maxLength', params: { max: SUPPORT_LIMITS.nameMaxLength } }],
};

export const SUPPORT_MESSAGE_RULES: Readonly<Record<'body', readonly RuleSpec[]>> = {
  body: [
    { rule: 'required' },
    { rule: 'string' },
    { rule: 'maxLength', params: { max: SUPPORT_LIMITS.messageMaxLength } },
  ],
};

export function validateSupportStart(
  values: Readonly<Partial<Record<SupportStartField, unknown>>>,
  options: Omit<ValidateFieldsOptions, 'rules' | 'required'> = {},
): FieldErrors<SupportStartField> {
  return validateFields(trimmed(values, SUPPORT_START_FIELDS), SUPPORT_START_FIELDS, {
    ...options,
    rules: SUPPORT_START_RULES,
  });
}

/** A message body is trimmed, then 1 to 4000 characters. */
export function validateSupportMessage(
  body: unknown,
  options: Omit<ValidateFieldsOptions, 'rules' | 'required'> = {},
): FieldErrors<'body'> {
  return validateFields(trimmed({ body }, ['body'] as const), ['body'] as const, {
    ...options,
    rules: SUPPORT_MESSAGE_RULES,
  });
}

function trimmed<Field extends string>(
  values: Readonly<Partial<Record<Field, unknown>>>,
  fields: readonly Field[],
): Partial<Record<Field, unknown>> {
  return Object.fromEntries(
    fields.map((field) => [field, typeof values[field] === 'string' ? values[field].trim() : values[field]]),
  ) as Partial<Record<Field, unknown>>;
}

// ---- Reading the answers (web) ----------------------------------------------------------------

type Body = Record<string, unknown>;

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(what: string): never {
  throw new Error(`Unexpected response: ${what}`);
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

export function parseSupportConversation(body: unknown): SupportConversation {
  if (!isBody(body) || typeof body.id !== 'string') fail('support conversation');
  return {
    id: body.id,
    status: body.status === 'closed' ? 'closed' : 'open',
    locale: typeof body.locale === 'string' ? body.locale : 'en',
    assignedAgent: textOrNull(body.assignedAgent),
    visitorReadSeq: count(body.visitorReadSeq),
    agentReadSeq: count(body.agentReadSeq),
    lastSeq: count(body.lastSeq),
    createdAt: typeof body.createdAt === 'string' ? body.createdAt : '',
    lastMessageAt: typeof body.lastMessageAt === 'string' ? body.lastMessageAt : '',
    closedAt: textOrNull(body.closedAt),
  };
}

export function parseSupportMessage(body: unknown): SupportMessage {
  if (!isBody(body) || typeof body.seq !== 'number' || typeof body.id !== 'number') fail('support message');
  const author: SupportAuthor = body.author === 'agent' || body.author === 'system' ? body.author : 'visitor';
  const attachment = isBody(body.attachment) && typeof body.attachment.name === 'string' ? body.attachment : undefined;
  return {
    id: body.id,
    seq: body.seq,
    author,
    agentName: textOrNull(body.agentName),
    body: typeof body.body === 'string' ? body.body : '',
    attachment: attachment
      ? {
          name: String(attachment.name),
          type: typeof attachment.type === 'string' ? attachment.type : '',
          size: count(attachment.size),
        }
      : null,
    createdAt: typeof body.createdAt === 'string' ? body.createdAt : '',
  };
}

export function parseSupportSession(body: unknown): SupportSession {
  if (!isBody(body) || !isBody(body.realtime)) fail('support session');
  const { realtime } = body;
  if (typeof realtime.channel !== 'string' || typeof realtime.token !== 'string') fail('support session');
  return {
    conversation: parseSupportConversation(body.conversation),
    realtime: {
      channel: realtime.channel,
      token: realtime.token,
      expiresAt: typeof realtime.expiresAt === 'string' ? realtime.expiresAt : '',
    },
    agentsOnline: body.agentsOnline === true,
    ...(typeof body.restoreKey === 'string' ? { restoreKey: body.restoreKey } : {}),
  };
}

export function parseSupportMessagePage(body: unknown): SupportMessagePage {
  if (!isBody(body) || !Array.isArray(body.data) || !isBody(body.meta)) fail('support messages');
  return {
    data: body.data.map(parseSupportMessage),
    meta: { lastSeq: count(body.meta.lastSeq), hasMore: body.meta.hasMore === true },
  };
}

/** A publication of a conversation's channel; undefined for anything else (a newer server's event). */
export function parseSupportEvent(data: unknown): SupportEvent | undefined {
  if (!isBody(data)) return undefined;
  try {
    switch (data.type) {
      case 'message.created':
        return { type: 'message.created', message: parseSupportMessage(data.message) };
      case 'typing':
        return {
          type: 'typing',
          author: data.author === 'agent' ? 'agent' : 'visitor',
          agentName: textOrNull(data.agentName),
        };
      case 'read':
        return { type: 'read', author: data.author === 'agent' ? 'agent' : 'visitor', seq: count(data.seq) };
      case 'conversation.assigned':
      case 'conversation.closed':
        return { type: data.type, conversation: parseSupportConversation(data.conversation) };
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}
