import type { SupportConversation, SupportEvent, SupportMessage, SupportSession } from '@casino/shared';

/**
 * The chat's state as plain data and one reducer, so the rules (order by seq, nothing twice, a gap
 * asks for a catch-up, the read markers) are tested without a browser.
 */

/** A message written here that the server has not confirmed yet (or refused: then it can be sent again with its key). */
export interface PendingMessage {
  readonly clientKey: string;
  readonly body: string;
  readonly fileName?: string;
  readonly failed: boolean;
}

export type ChatStatus = 'loading' | 'start' | 'ready' | 'failed';

export interface ChatState {
  /** loading; start (a guest leaves an e-mail first); ready (a conversation, or a player about to start one); failed. */
  readonly status: ChatStatus;
  readonly session: SupportSession | undefined;
  /** Ordered by seq, each seq once. */
  readonly messages: readonly SupportMessage[];
  readonly pending: readonly PendingMessage[];
  /** Until when (ms) an agent shows as typing, and who. */
  readonly agentTyping: { readonly name: string | null; readonly until: number } | undefined;
  /** New messages heard live, for the screen reader's announcement (the history loaded at once is not announced). */
  readonly announcement: SupportMessage | undefined;
}

export const initialChatState: ChatState = {
  status: 'loading',
  session: undefined,
  messages: [],
  pending: [],
  agentTyping: undefined,
  announcement: undefined,
};

/** How long a typing event shows: the agent's client sends one every 1.5 s or so while typing. */
export const TYPING_SHOWN_MS = 4000;

export type ChatAction =
  | { readonly type: 'loaded'; readonly session: SupportSession; readonly messages: readonly SupportMessage[] }
  | { readonly type: 'no-conversation'; readonly status: 'start' | 'ready' }
  | { readonly type: 'failed' }
  | { readonly type: 'merged'; readonly messages: readonly SupportMessage[] }
  | { readonly type: 'event'; readonly event: SupportEvent; readonly now: number }
  | { readonly type: 'session'; readonly session: SupportSession }
  | { readonly type: 'pending'; readonly message: PendingMessage }
  | { readonly type: 'sent'; readonly clientKey: string; readonly message: SupportMessage }
  | { readonly type: 'send-failed'; readonly clientKey: string }
  | { readonly type: 'typing-ended' };

/** `existing` with `incoming` added: by seq, each seq once (a message heard live and fetched again is one). */
export function mergeMessages(
  existing: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
): readonly SupportMessage[] {
  if (incoming.length === 0) return existing;
  const bySeq = new Map(existing.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function lastSeqOf(state: ChatState): number {
  return state.messages.at(-1)?.seq ?? 0;
}

/** A message heard with a seq past the next one: some went by while the channel was away, fetch them. */
export function leavesGap(state: ChatState, message: SupportMessage): boolean {
  return message.seq > lastSeqOf(state) + 1;
}

/** The agents' read marker: what they said they read, and anything they wrote after it. */
export function agentReadSeq(state: ChatState): number {
  const lastAgent = [...state.messages].reverse().find((message) => message.author === 'agent')?.seq ?? 0;
  return Math.max(state.session?.conversation.agentReadSeq ?? 0, lastAgent);
}

function withConversation(
  state: ChatState,
  change: (conversation: SupportConversation) => SupportConversation,
): ChatState {
  return state.session
    ? { ...state, session: { ...state.session, conversation: change(state.session.conversation) } }
    : state;
}

function applyEvent(state: ChatState, event: SupportEvent, now: number): ChatState {
  switch (event.type) {
    case 'message.created': {
      const known = state.messages.some((message) => message.seq === event.message.seq);
      const next = { ...state, messages: mergeMessages(state.messages, [event.message]) };
      const stopsTyping = event.message.author === 'agent' ? { agentTyping: undefined } : {};
      return known || event.message.author === 'visitor'
        ? { ...next, ...stopsTyping }
        : { ...next, ...stopsTyping, announcement: event.message };
    }
    case 'typing':
      return event.author === 'agent'
        ? { ...state, agentTyping: { name: event.agentName, until: now + TYPING_SHOWN_MS } }
        : state;
    case 'read':
      return withConversation(state, (conversation) =>
        event.author === 'agent'
          ? { ...conversation, agentReadSeq: Math.max(conversation.agentReadSeq, event.seq) }
          : { ...conversation, visitorReadSeq: Math.max(conversation.visitorReadSeq, event.seq) },
      );
    case 'conversation.assigned':
    case 'conversation.closed':
      return withConversation(state, (conversation) => ({
        ...event.conversation,
        agentReadSeq: Math.max(conversation.agentReadSeq, event.conversation.agentReadSeq),
      }));
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded':
      // What is being sent stays: a player's first message starts the conversation on its way.
      return {
        ...initialChatState,
        status: 'ready',
        session: action.session,
        messages: mergeMessages([], action.messages),
        pending: state.pending,
      };
    case 'no-conversation':
      return { ...initialChatState, status: action.status };
    case 'failed':
      return { ...state, status: 'failed' };
    case 'merged':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'event':
      return state.session ? applyEvent(state, action.event, action.now) : state;
    case 'session': {
      // A marker heard live while this answer was on its way is not taken back.
      const before = state.session?.conversation;
      const conversation = action.session.conversation;
      const markers =
        before?.id === conversation.id
          ? {
              visitorReadSeq: Math.max(before.visitorReadSeq, conversation.visitorReadSeq),
              agentReadSeq: Math.max(before.agentReadSeq, conversation.agentReadSeq),
            }
          : {};
      return { ...state, session: { ...action.session, conversation: { ...conversation, ...markers } } };
    }
    case 'pending':
      return {
        ...state,
        pending: [...state.pending.filter((item) => item.clientKey !== action.message.clientKey), action.message],
      };
    case 'sent':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: state.pending.filter((item) => item.clientKey !== action.clientKey),
      };
    case 'send-failed':
      return {
        ...state,
        pending: state.pending.map((item) => (item.clientKey === action.clientKey ? { ...item, failed: true } : item)),
      };
    case 'typing-ended':
      return { ...state, agentTyping: undefined };
  }
}
