import { useLayoutEffect, useRef } from 'react';
import type { SupportMessage } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { formatDate, useT, type Translate } from '@/lib/i18n';
import type { PendingMessage } from '../chat/chat-state';

export interface MessageListProps {
  readonly messages: readonly SupportMessage[];
  readonly pending: readonly PendingMessage[];
  /** The agents' read marker: the visitor's messages up to it are shown as seen. */
  readonly agentReadSeq: number;
  readonly onRetry: (pending: PendingMessage) => void;
  readonly onDownload: (message: SupportMessage) => void;
}

function authorOf(message: SupportMessage, t: Translate): string {
  if (message.author === 'visitor') return t('global-components:support.you');
  if (message.author === 'agent') return message.agentName ?? t('global-components:support.agent');
  return t('global-components:support.system');
}

/** Bytes as a person reads a file's size: 240 KB, 3.4 MB. */
function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The conversation, oldest first, scrolled to the newest as messages come (unless the visitor
 * scrolled up to read). Visitor, agent and system messages each have their own look; the visitor's
 * last message the agents have read says so.
 */
export function MessageList({ messages, pending, agentReadSeq, onRetry, onDownload }: MessageListProps) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  /** The content's height at the last render: whether the visitor was at the end is judged against it. */
  const lastHeight = useRef(0);
  const lastSeen = [...messages]
    .reverse()
    .find((message) => message.author === 'visitor' && message.seq <= agentReadSeq)?.seq;

  // Before paint, after every render: a visitor at the end stays at the end as messages come; one
  // who scrolled up to read is left where they are.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (lastHeight.current - element.scrollTop - element.clientHeight < 48) element.scrollTop = element.scrollHeight;
    lastHeight.current = element.scrollHeight;
  });

  return (
    <div
      className="support-messages"
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label={t('global-components:support.messagesLabel')}
    >
      <ol className="support-messages__list" data-testid="support-messages">
        {messages.map((message) => (
          <li key={message.seq} className={`support-message support-message--${message.author}`} data-seq={message.seq}>
            <p className="support-message__meta">
              <span className="support-message__author">{authorOf(message, t)}</span>
              <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'time')}</time>
            </p>
            <div className="support-message__bubble">
              {message.body && <p className="support-message__text">{message.body}</p>}
              {message.attachment && (
                <button type="button" className="support-message__file" onClick={() => onDownload(message)}>
                  <Icon name="document" size={18} aria-hidden="true" />
                  <span>
                    {t('global-components:support.download', { name: message.attachment.name })} (
                    {sizeOf(message.attachment.size)})
                  </span>
                </button>
              )}
            </div>
            {message.seq === lastSeen && <p className="support-message__seen">{t('global-components:support.seen')}</p>}
          </li>
        ))}
        {pending.map((item) => (
          <li key={item.clientKey} className="support-message support-message--visitor support-message--pending">
            <p className="support-message__meta">
              <span className="support-message__author">{t('global-components:support.you')}</span>
            </p>
            <div className="support-message__bubble">
              <p className="support-message__text">{item.fileName ?? item.body}</p>
            </div>
            {item.failed ? (
              <p className="support-message__failed">
                {t('global-components:support.failed')}{' '}
                <button type="button" className="support-message__retry" onClick={() => onRetry(item)}>
                  {t('global-components:support.retry')}
                </button>
              </p>
            ) : (
              <p className="support-message__seen">{t('global-components:support.sending')}</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
