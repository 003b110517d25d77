import { useCallback, useEffect, useState } from 'react';
import { logger } from '@/lib/logger';
import { useT } from '@/lib/i18n';
import { supportWidgetAdapter, type SupportVisitorInfo, type SupportWidgetAdapter } from '../chat/support-widget';
import { SupportChat } from '../components/support-chat';
import { SupportChatFrame } from '../components/support-chat-frame';
import '@/components/ui/form/form-layout.css';
import '@/components/ui/page-head.css';
import '../components/support.css';

export interface SupportPageProps {
  readonly isLoggedIn: boolean;
  /** Who is asking, for a vendor's widget (the built-in chat knows the visitor from the session or its key). */
  readonly visitor: SupportVisitorInfo;
}

/** Which chat this page shows: asked of the server's settings once per page. */
type ChatChoice =
  | { readonly kind: 'checking' }
  | { readonly kind: 'site' }
  | { readonly kind: 'vendor'; readonly adapter: SupportWidgetAdapter };

function useChatChoice(): [ChatChoice, (choice: ChatChoice) => void] {
  const [choice, setChoice] = useState<ChatChoice>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    void supportWidgetAdapter().then((adapter) => {
      if (live) setChoice(adapter ? { kind: 'vendor', adapter } : { kind: 'site' });
    });
    return () => {
      live = false;
    };
  }, []);
  return [choice, setChoice];
}

/**
 * `/support`: the live chat with the support team, for guests and players: the site's own chat,
 * or a vendor's window when the operator switched a chat widget on (see chat/support-widget.ts).
 */
export default function SupportPage({ isLoggedIn, visitor }: SupportPageProps) {
  const t = useT();
  const [choice, setChoice] = useChatChoice();
  const showSiteChat = useCallback(() => setChoice({ kind: 'site' }), [setChoice]);
  return (
    <div className="support-page" data-testid="support-page">
      <header className="page-head">
        <h1 className="page-head__title">{t('global-components:sections.support')}</h1>
        <p className="page-head__lead">{t('global-components:support.lead')}</p>
      </header>
      {choice.kind === 'checking' && <ChatSkeleton />}
      {choice.kind === 'site' && <SupportChat isLoggedIn={isLoggedIn} />}
      {choice.kind === 'vendor' && <VendorChat adapter={choice.adapter} visitor={visitor} onFailure={showSiteChat} />}
    </div>
  );
}

/** The chat's frame while the page finds out which chat it shows: nothing below moves when it does. */
function ChatSkeleton() {
  return (
    <section className="support-chat" aria-busy="true">
      <div className="support-chat__body support-chat__skeleton" aria-hidden="true" />
    </section>
  );
}

/**
 * The vendor's window, opened for this visitor (and told again when they sign in or out here); a
 * vendor that fails is logged and the site's own chat shown instead. The panel offers to open the
 * window again after the visitor closed it.
 */
function VendorChat({
  adapter,
  visitor,
  onFailure,
}: {
  readonly adapter: SupportWidgetAdapter;
  readonly visitor: SupportVisitorInfo;
  readonly onFailure: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // `visitor` is one object per visitor (app/support memoizes it): a new one is a new opening.
  const openWindow = useCallback(() => {
    adapter
      .open(visitor)
      .then(() => setOpen(true))
      .catch((error: unknown) => {
        logger.warn(`chat widget ${adapter.name} failed: the site chat is shown`, error);
        onFailure();
      });
  }, [adapter, visitor, onFailure]);
  useEffect(openWindow, [openWindow]);
  return (
    <SupportChatFrame busy={!open} testId="support-vendor-chat" data={{ 'data-widget': adapter.name }}>
      {open ? (
        <div className="support-chat__body support-chat__center">
          <p>{t('global-components:support.vendor.text')}</p>
          <button type="button" className="button button--primary" onClick={openWindow}>
            {t('global-components:support.vendor.open')}
          </button>
        </div>
      ) : (
        <div className="support-chat__body support-chat__skeleton" aria-hidden="true" />
      )}
    </SupportChatFrame>
  );
}
