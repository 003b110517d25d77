import { describe, expect, it } from 'vitest';
import type { SupportMessage, SupportSession } from '@casino/shared';
import { agentReadSeq, chatReducer, initialChatState, leavesGap, mergeMessages, type ChatState } from './chat-state';

const message = (seq: number, author: SupportMessage['author'] = 'agent', body = `m${seq}`): SupportMessage => ({
  id: seq,
  seq,
  author,
  agentName: author === 'agent' ? 'Grace' : null,
  body,
  attachment: null,
  createdAt: '2026-11-29T10:00:00.000Z',
});

const session: SupportSession = {
  conversation: {
    id: 'c-1',
    status: 'open',
    locale: 'en',
    assignedAgent: null,
    visitorReadSeq: 0,
    agentReadSeq: 0,
    lastSeq: 2,
    createdAt: '',
    lastMessageAt: '',
    closedAt: null,
  },
  realtime: { channel: 'support:conversations#c-1', token: 't', expiresAt: '' },
  agentsOnline: true,
};

const loaded = (messages: SupportMessage[]): ChatState =>
  chatReducer(initialChatState, { type: 'loaded', session, messages });

describe('support chat state', () => {
  it('keeps messages by seq, each once, whatever order they come in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3, 'agent', 'again'), message(1)]);
    expect(merged.map((item) => item.seq)).toEqual([1, 2, 3]);
    expect(merged[2]?.body).toBe('again');
  });

  it('sees a gap when a heard message skips a seq (a catch-up is due), not for the next one or an old one', () => {
    const state = loaded([message(1, 'system'), message(2, 'system')]);
    expect(leavesGap(state, message(3))).toBe(false);
    expect(leavesGap(state, message(2))).toBe(false);
    expect(leavesGap(state, message(5))).toBe(true);
  });

  it('announces a new agent message once, not the visitor’s own nor one already shown, and ends the typing note', () => {
    let state = loaded([message(1, 'system')]);
    state = chatReducer(state, {
      type: 'event',
      event: { type: 'typing', author: 'agent', agentName: 'Grace' },
      now: 1000,
    });
    expect(state.agentTyping).toEqual({ name: 'Grace', until: 5000 });
    state = chatReducer(state, { type: 'event', event: { type: 'message.created', message: message(2) }, now: 1200 });
    expect(state.announcement?.seq).toBe(2);
    expect(state.agentTyping).toBeUndefined();
    const again = chatReducer(state, {
      type: 'event',
      event: { type: 'message.created', message: message(1, 'system') },
      now: 1300,
    });
    expect(again.announcement?.seq).toBe(2);
    const own = chatReducer(state, {
      type: 'event',
      event: { type: 'message.created', message: message(3, 'visitor') },
      now: 1300,
    });
    expect(own.announcement?.seq).toBe(2);
  });

  it('reads the agents’ marker from read events and from their own messages, never moving it back', () => {
    let state = loaded([message(1, 'system'), message(2, 'visitor')]);
    expect(agentReadSeq(state)).toBe(0);
    state = chatReducer(state, { type: 'event', event: { type: 'read', author: 'agent', seq: 2 }, now: 0 });
    expect(agentReadSeq(state)).toBe(2);
    state = chatReducer(state, { type: 'event', event: { type: 'read', author: 'agent', seq: 1 }, now: 0 });
    expect(agentReadSeq(state)).toBe(2);
    state = chatReducer(state, { type: 'merged', messages: [message(3, 'visitor'), message(4)] });
    expect(agentReadSeq(state)).toBe(4);
  });

  it('keeps a message being sent across the start of a conversation, and drops it once confirmed', () => {
    let state = chatReducer(initialChatState, { type: 'no-conversation', status: 'ready' });
    state = chatReducer(state, { type: 'pending', message: { clientKey: 'k', body: 'Hello', failed: false } });
    state = chatReducer(state, { type: 'loaded', session, messages: [message(1, 'system')] });
    expect(state.pending).toHaveLength(1);
    state = chatReducer(state, { type: 'send-failed', clientKey: 'k' });
    expect(state.pending[0]?.failed).toBe(true);
    state = chatReducer(state, { type: 'sent', clientKey: 'k', message: message(2, 'visitor', 'Hello') });
    expect(state.pending).toEqual([]);
    expect(state.messages.map((item) => item.body)).toEqual(['m1', 'Hello']);
  });

  it('takes the conversation as fetched after a reconnect, keeping read markers heard since', () => {
    let state = chatReducer(loaded([]), { type: 'event', event: { type: 'read', author: 'agent', seq: 2 }, now: 0 });
    state = chatReducer(state, {
      type: 'session',
      session: { ...session, conversation: { ...session.conversation, status: 'closed', agentReadSeq: 1 } },
    });
    expect(state.session?.conversation).toMatchObject({ status: 'closed', agentReadSeq: 2 });
  });

  it('takes the closing from the channel', () => {
    const state = chatReducer(loaded([]), {
      type: 'event',
      event: { type: 'conversation.closed', conversation: { ...session.conversation, status: 'closed' } },
      now: 0,
    });
    expect(state.session?.conversation.status).toBe('closed');
  });
});
