import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { supportWidgetAdapter, type SupportVisitorInfo, type SupportWidgetAdapter } from '../chat/support-widget';
import { SupportChat } from '../components/support-chat';
import '@/components/ui/form/form-layout.css';
import '@/components/ui/page-head.css';
import '../components/support.css';

export interface SupportPageProps {
  readonly isLoggedIn: boolean;
  /** Who is asking, for a vendor's widget (the built-in chat knows the visitor from the session or its key). */
  readonly visitor: SupportVisitorInfo;
}

/**
 * `/support`: the live chat with the support team, for guests and players: the site's own chat,
 * or a vendor's widget when an adapter is set (off by default, see chat/support-widget.ts).
 */
export default function SupportPage({ isLoggedIn, visitor }: SupportPageProps) {
  const t = useT();
  const adapter = supportWidgetAdapter();
  return (
    <div className="support-page" data-testid="support-page">
      <header className="page-head">
        <h1 className="page-head__title">{t('global-components:sections.support')}</h1>
        <p className="page-head__lead">{t('global-components:support.lead')}</p>
      </header>
      {adapter ? <WidgetHost adapter={adapter} visitor={visitor} /> : <SupportChat isLoggedIn={isLoggedIn} />}
    </div>
  );
}

/** The vendor's widget, mounted into a frame of the chat's size and removed with the page. */
function WidgetHost({
  adapter,
  visitor,
}: {
  readonly adapter: SupportWidgetAdapter;
  readonly visitor: SupportVisitorInfo;
}) {
  const host = useRef<HTMLDivElement>(null);
  const { locale, profileId, chatRestoreId, email, name } = visitor;
  useEffect(() => {
    if (!host.current) return;
    return adapter.mount(host.current, { locale, profileId, chatRestoreId, email, name });
  }, [adapter, locale, profileId, chatRestoreId, email, name]);
  return <div className="support-chat" ref={host} data-widget={adapter.name} />;
}
