import ContactPage, { type ContactSender } from '@/features/contact/pages/contact-page';
import { useProfile } from '@/features/profile/api/get-profile';

/** `/contact` (features/contact), filled in with a signed-in player's name and e-mail (features/profile). */
export default function ContactRoute() {
  const { data: profile } = useProfile();
  const sender: ContactSender | undefined = profile
    ? {
        name: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || (profile.nickname ?? ''),
        email: profile.email ?? '',
      }
    : undefined;
  return <ContactPage sender={sender} />;
}
