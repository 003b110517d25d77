import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { parseSupportEvent } from '@casino/shared';
import { logger } from '@/lib/logger';
import { subscribeProvenChannel } from '@/lib/realtime';
import { conversationSession, markRead, messagesAfter } from '../api/support-api';
import { lastSeqOf, leavesGap, type ChatAction, type ChatState } from './chat-state';

/**
 * The live side of an open chat: the conversation's channel (with the token the API gave, and a
 * fresh one when the hub says it expired), the catch-up by seq at every (re)subscription and at a
 * gap, the visitor's read marker while the page is in view, and the end of an agent's typing.
 */
export function useChatLive(
  state: ChatState,
  stateRef: RefObject<ChatState>,
  keyRef: RefObject<string | undefined>,
  dispatch: Dispatch<ChatAction>,
): void {
  const conversationId = state.session?.conversation.id;
  const catchingUp = useRef<Promise<void> | undefined>(undefined);

  useEffect(() => {
    const session = stateRef.current.session;
    if (!conversationId || !session) return;
    let firstToken: string | undefined = session.realtime.token;
    // What went by while the channel was closed: the messages after the last one shown, and the
    // conversation as it is now (an assignment, the read markers or the closing may have been missed).
    const catchUp = (): void => {
      // One at a time: a second call while one runs waits for it, then asks from where it ended.
      catchingUp.current = (catchingUp.current ?? Promise.resolve())
        .then(async () => {
          const [fresh, messages] = await Promise.all([
            conversationSession(conversationId, keyRef.current),
            messagesAfter(conversationId, keyRef.current, lastSeqOf(stateRef.current)),
          ]);
          dispatch({ type: 'merged', messages });
          dispatch({ type: 'session', session: fresh });
        })
        .catch((error: unknown) => logger.warn('the support chat could not catch up', error));
    };
    return subscribeProvenChannel(
      session.realtime.channel,
      {
        getToken: async () => {
          const token = firstToken ?? (await conversationSession(conversationId, keyRef.current)).realtime.token;
          firstToken = undefined;
          return token;
        },
        onSubscribed: catchUp,
      },
      (data) => {
        const event = parseSupportEvent(data);
        if (!event) return;
        if (event.type === 'message.created' && leavesGap(stateRef.current, event.message)) catchUp();
        dispatch({ type: 'event', event, now: Date.now() });
      },
    );
  }, [conversationId, stateRef, keyRef, dispatch]);

  useVisitorReadMarker(state, keyRef, dispatch);

  const typingUntil = state.agentTyping?.until;
  useEffect(() => {
    if (typingUntil === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'typing-ended' }), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil, dispatch]);
}

/** The visitor has read what the page shows while it is in view: the marker moves up (the agents see it). */
function useVisitorReadMarker(
  state: ChatState,
  keyRef: RefObject<string | undefined>,
  dispatch: Dispatch<ChatAction>,
): void {
  const conversation = state.session?.conversation;
  const lastSeq = lastSeqOf(state);
  const readSeq = conversation?.visitorReadSeq ?? 0;
  const id = conversation?.id;
  useEffect(() => {
    if (!id || lastSeq <= readSeq) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      dispatch({ type: 'event', event: { type: 'read', author: 'visitor', seq: lastSeq }, now: Date.now() });
      markRead(id, keyRef.current, lastSeq).catch((error: unknown) =>
        logger.warn('the support chat read marker was not saved', error),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [id, lastSeq, readSeq, keyRef, dispatch]);
}
