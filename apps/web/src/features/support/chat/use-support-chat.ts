import { useCallback, useEffect, useReducer, useRef, useState, type Dispatch, type RefObject } from 'react';
import type { SupportSession } from '@casino/shared';
import { HttpError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import {
  agentsStatus,
  attachFile,
  currentConversation,
  messagesAfter,
  sendMessage,
  sendTyping,
  startConversation,
} from '../api/support-api';
import { chatReducer, initialChatState, type ChatAction, type ChatState, type PendingMessage } from './chat-state';
import { useChatLive } from './use-chat-live';

/** What went wrong with the visitor's last action, shown above the composer. */
export type ChatNotice = 'tooMany' | 'fileRefused' | 'sendFailed' | undefined;

/** A typing event at most this often: the agents see "typing" for a few seconds after each. */
const TYPING_EVERY_MS = 3000;

/** Loads the visitor's conversation with every message, or says there is none. */
async function loadConversation(
  key: string | undefined,
): Promise<{ session: SupportSession; messages: Awaited<ReturnType<typeof messagesAfter>> }> {
  const session = await currentConversation(key);
  return { session, messages: await messagesAfter(session.conversation.id, key, 0) };
}

function noticeOf(error: unknown, attachment: boolean): ChatNotice {
  if (error instanceof HttpError && error.status === 429) return 'tooMany';
  if (attachment && error instanceof HttpError && [413, 415, 422].includes(error.status)) return 'fileRefused';
  return 'sendFailed';
}

/** Finds the visitor's conversation at mount, at a login or logout, and when asked again after a failure. */
function useConversationLoad(
  isLoggedIn: boolean,
  attempt: number,
  keyRef: RefObject<string | undefined>,
  dispatch: Dispatch<ChatAction>,
): void {
  useEffect(() => {
    // A player's conversations follow the account; a guest's key is this browser's.
    keyRef.current = isLoggedIn ? undefined : (localStore.get(STORAGE_KEYS.supportChatKey) ?? undefined);
    if (!isLoggedIn && !keyRef.current) return dispatch({ type: 'no-conversation', status: 'start' });
    let current = true;
    loadConversation(keyRef.current)
      .then(({ session, messages }) => current && dispatch({ type: 'loaded', session, messages }))
      .catch((error: unknown) => {
        if (!current) return;
        if (!(error instanceof HttpError && error.status === 404)) return dispatch({ type: 'failed' });
        // The key opens nothing any more: forget it.
        if (!isLoggedIn) localStore.remove(STORAGE_KEYS.supportChatKey);
        dispatch({ type: 'no-conversation', status: isLoggedIn ? 'ready' : 'start' });
      });
    return () => {
      current = false;
    };
  }, [isLoggedIn, attempt, keyRef, dispatch]);
}

/** Whether an agent is online: the conversation's answer says it, and before there is one the status call. */
function useAgentsOnline(state: ChatState): boolean | undefined {
  const [statusOnline, setStatusOnline] = useState<boolean>();
  const withoutConversation = state.status !== 'loading' && !state.session;
  useEffect(() => {
    if (!withoutConversation) return;
    let current = true;
    agentsStatus()
      .then((online) => current && setStatusOnline(online))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [withoutConversation]);
  return state.session?.agentsOnline ?? statusOnline;
}

/**
 * The visitor's side of the support chat: a player's conversation found by the session, a guest's
 * by the restore key kept in this browser (so a reload finds it again), live through the real-time
 * hub. A player writes straight away (the first message starts the conversation); a guest leaves
 * an e-mail first.
 */
export function useSupportChat({ isLoggedIn }: { readonly isLoggedIn: boolean }) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [notice, setNotice] = useState<ChatNotice>();
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef<ChatState>(state);
  const keyRef = useRef<string | undefined>(undefined);
  const lastTyping = useRef(0);
  useEffect(() => {
    stateRef.current = state;
  });

  useConversationLoad(isLoggedIn, attempt, keyRef, dispatch);

  useChatLive(state, stateRef, keyRef, dispatch);

  const agentsOnline = useAgentsOnline(state);

  const begin = useCallback(async (form: { email?: string; name?: string }): Promise<SupportSession> => {
    const session = await startConversation(form);
    if (session.restoreKey) {
      keyRef.current = session.restoreKey;
      localStore.set(STORAGE_KEYS.supportChatKey, session.restoreKey);
    }
    dispatch({ type: 'loaded', session, messages: await messagesAfter(session.conversation.id, keyRef.current, 0) });
    return session;
  }, []);

  /** The open conversation to write in: a player without one starts it now. */
  const openConversation = useCallback(async (): Promise<SupportSession> => {
    const session = stateRef.current.session;
    return session && session.conversation.status === 'open' ? session : begin({});
  }, [begin]);

  const deliver = useCallback(
    async (
      pending: PendingMessage,
      write: (session: SupportSession) => Promise<Awaited<ReturnType<typeof sendMessage>>>,
    ) => {
      setNotice(undefined);
      dispatch({ type: 'pending', message: { ...pending, failed: false } });
      try {
        const message = await write(await openConversation());
        dispatch({ type: 'sent', clientKey: pending.clientKey, message });
      } catch (error) {
        logger.warn('a support chat message was not sent', error);
        dispatch({ type: 'send-failed', clientKey: pending.clientKey });
        setNotice(noticeOf(error, pending.fileName !== undefined));
      }
    },
    [openConversation],
  );

  const send = useCallback(
    (body: string, clientKey: string = crypto.randomUUID()) =>
      deliver({ clientKey, body, failed: false }, (session) =>
        sendMessage(session.conversation.id, keyRef.current, { body, clientKey }),
      ),
    [deliver],
  );

  const attach = useCallback(
    (file: File, clientKey: string = crypto.randomUUID()) =>
      deliver({ clientKey, body: '', fileName: file.name, failed: false }, (session) =>
        attachFile(session.conversation.id, keyRef.current, file, clientKey, () => undefined),
      ),
    [deliver],
  );

  const typing = useCallback(() => {
    const session = stateRef.current.session;
    if (!session || session.conversation.status !== 'open' || Date.now() - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = Date.now();
    sendTyping(session.conversation.id, keyRef.current).catch(() => undefined);
  }, []);

  /** After a closed conversation: a guest leaves their e-mail again, a player writes straight away. */
  const startAgain = useCallback(() => {
    if (!isLoggedIn) localStore.remove(STORAGE_KEYS.supportChatKey);
    keyRef.current = undefined;
    dispatch({ type: 'no-conversation', status: isLoggedIn ? 'ready' : 'start' });
  }, [isLoggedIn]);

  /** After a failed load: try again. */
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, agentsOnline, notice, begin, send, attach, typing, startAgain, reload, keyRef };
}
