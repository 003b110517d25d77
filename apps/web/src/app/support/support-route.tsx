import { useMemo } from 'react';
import SupportPage from '@/features/support/pages/support-page';
import type { SupportVisitorInfo } from '@/features/support/chat/support-widget';
import { useProfile } from '@/features/profile/api/get-profile';
import { usePageLocale } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';

/** `/support` (features/support): the chat, told who the visitor is (a player's profile, for a vendor widget's history). */
export default function SupportRoute() {
  const { isLoggedIn } = useViewer();
  const { data: profile } = useProfile();
  const locale = usePageLocale();
  // One object per visitor, not per render: the vendor's window opens again only when who is asking changes.
  const visitor = useMemo<SupportVisitorInfo>(
    () =>
      profile
        ? {
            locale,
            profileId: profile.id,
            chatRestoreId: profile.chatRestoreId,
            ...(profile.email ? { email: profile.email } : {}),
            ...(profile.nickname ? { name: profile.nickname } : {}),
            ...(profile.firstName ? { firstName: profile.firstName } : {}),
            ...(profile.lastName ? { lastName: profile.lastName } : {}),
          }
        : { locale },
    [profile, locale],
  );
  return <SupportPage isLoggedIn={isLoggedIn} visitor={visitor} />;
}
