import PersonalPage from '@/features/profile/pages/personal-page';
import type { ProfilePageProps } from '@/features/profile/components/profile-page-props';
import { VerificationSection } from '@/features/verification/components/verification-section';

/** `/profile/personal`: the personal details (features/profile) and identity verification (features/verification). */
export default function PersonalRoute(props: ProfilePageProps) {
  return (
    <div className="personal-route">
      <PersonalPage {...props} />
      <VerificationSection headingLevel={props.headingLevel} />
    </div>
  );
}
