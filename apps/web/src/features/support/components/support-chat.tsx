import { useRef } from 'react';
import type { SupportMessage } from '@casino/shared';
import { logger } from '@/lib/logger';
import { useT } from '@/lib/i18n';
import { SupportChatFrame } from './support-chat-frame';
import { downloadAttachment } from '../api/support-api';
import { agentReadSeq, type PendingMessage } from '../chat/chat-state';
import { useSupportChat, type ChatNotice } from '../chat/use-support-chat';
import { ChatComposer } from './chat-composer';
import { ChatStartForm } from './chat-start-form';
import { MessageList } from './message-list';

export interface SupportChatProps {
  readonly isLoggedIn: boolean;
}

const NOTICE_KEYS: Record<Exclude<ChatNotice, undefined>, string> = {
  tooMany: 'global-components:support.tooMany',
  fileRefused: 'global-components:support.fileRefused',
  sendFailed: 'global-components:support.sendFailed',
};

/**
 * The site's own chat panel: the guest's start form, or the conversation with its composer. One
 * frame of fixed height for every state, so nothing below it moves as the chat loads or grows.
 */
export function SupportChat({ isLoggedIn }: SupportChatProps) {
  const t = useT();
  const chat = useSupportChat({ isLoggedIn });
  const { state } = chat;
  return (
    <SupportChatFrame
      busy={state.status === 'loading'}
      testId="support-chat"
      data={{ 'data-status': state.status }}
      headExtra={chat.agentsOnline !== undefined && <AgentsStatus online={chat.agentsOnline} />}
    >
      {state.status === 'loading' && <div className="support-chat__body support-chat__skeleton" aria-hidden="true" />}
      {state.status === 'failed' && (
        <div className="support-chat__body support-chat__center">
          <p>{t('global-components:support.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={chat.reload}>
            {t('global-components:support.reload')}
          </button>
        </div>
      )}
      {state.status === 'start' && (
        <div className="support-chat__body support-chat__center">
          <ChatStartForm onStart={chat.begin} />
        </div>
      )}
      {state.status === 'ready' && <Conversation chat={chat} />}
      <Announcer message={state.announcement} />
    </SupportChatFrame>
  );
}

/** The conversation (or, for a player, the empty chat before it), its notes and the composer or the closing. */
function Conversation({ chat }: { readonly chat: ReturnType<typeof useSupportChat> }) {
  const t = useT();
  const { state } = chat;
  // A failed attachment is sent again from the file it was.
  const files = useRef(new Map<string, File>());
  const conversation = state.session?.conversation;
  const retry = (pending: PendingMessage) => {
    const file = files.current.get(pending.clientKey);
    void (file ? chat.attach(file, pending.clientKey) : chat.send(pending.body, pending.clientKey));
  };
  const attach = (file: File) => {
    const clientKey = crypto.randomUUID();
    files.current.set(clientKey, file);
    void chat.attach(file, clientKey);
  };
  const download = (message: SupportMessage) => {
    if (!conversation) return;
    downloadAttachment(conversation.id, chat.keyRef.current, message).catch((error: unknown) =>
      logger.warn('a support attachment could not be downloaded', error),
    );
  };
  const typing = state.agentTyping;
  return (
    <>
      {state.messages.length === 0 && state.pending.length === 0 ? (
        <div className="support-chat__body support-chat__center">
          <p className="support-chat__empty">{t('global-components:support.empty')}</p>
        </div>
      ) : (
        <MessageList
          messages={state.messages}
          pending={state.pending}
          agentReadSeq={agentReadSeq(state)}
          onRetry={retry}
          onDownload={download}
        />
      )}
      <p className="support-chat__typing" aria-hidden={!typing}>
        {typing &&
          (typing.name
            ? t('global-components:support.typing', { name: typing.name })
            : t('global-components:support.typingAgent'))}
      </p>
      <p className="form-message support-notice" role="alert" hidden={!chat.notice}>
        {chat.notice && t(NOTICE_KEYS[chat.notice])}
      </p>
      {conversation?.status === 'closed' ? (
        <div className="support-chat__closed">
          <p>{t('global-components:support.closed.text')}</p>
          <button type="button" className="button button--primary" onClick={chat.startAgain}>
            {t('global-components:support.closed.again')}
          </button>
        </div>
      ) : (
        <ChatComposer onSend={(body) => void chat.send(body)} onAttach={attach} onTyping={chat.typing} />
      )}
    </>
  );
}

function AgentsStatus({ online }: { readonly online: boolean }) {
  const t = useT();
  return (
    <p className={`support-chat__status support-chat__status--${online ? 'online' : 'away'}`}>
      <span className="support-chat__dot" aria-hidden="true" />
      {t(online ? 'global-components:support.online' : 'global-components:support.away')}
    </p>
  );
}

/** Reads a message that arrived live (an agent's answer) to a screen reader, once. */
function Announcer({ message }: { readonly message: SupportMessage | undefined }) {
  const t = useT();
  const name =
    message?.author === 'agent'
      ? (message.agentName ?? t('global-components:support.agent'))
      : t('global-components:support.system');
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="support-announcer">
      {message &&
        t('global-components:support.newMessage', { name, text: message.body || (message.attachment?.name ?? '') })}
    </p>
  );
}
