import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

export interface SupportChatFrameProps {
  /** True while the chat inside is not ready: announced to assistive technology. */
  readonly busy: boolean;
  readonly testId: string;
  /** What the tests and styles read of the chat inside (`data-status`, `data-widget`). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
  /** Beside the title: the agents' status of the site's chat. */
  readonly headExtra?: ReactNode;
  readonly children: ReactNode;
}

/** The live chat's panel and titled head, the same for the site's chat and a vendor's window. */
export function SupportChatFrame({ busy, testId, data, headExtra, children }: SupportChatFrameProps) {
  const t = useT();
  return (
    <section
      className="support-chat"
      aria-labelledby="support-chat-title"
      aria-busy={busy}
      data-testid={testId}
      {...data}
    >
      <header className="support-chat__head">
        <h2 id="support-chat-title" className="support-chat__title">
          {t('global-components:support.chatTitle')}
        </h2>
        {headExtra}
      </header>
      {children}
    </section>
  );
}
