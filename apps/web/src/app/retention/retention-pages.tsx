import ProfileInfoPage from '@/features/profile/pages/profile-info-page';
import { LoyaltyProfileCard } from '@/features/retention/components/loyalty-card';
import ReferralPage from '@/features/retention/pages/referral-page';
import type { PlayerPageProps } from '../session/player-page';
// The pages use the modal bodies' buttons and notes.
import '../modals/modal-bodies.css';

/** `/referral` (features/retention). */
export const Referral = ReferralPage;

/** My info (features/profile) with the player's loyalty level, points and rakeback (features/retention) under it. */
export function ProfileInfo(props: PlayerPageProps) {
  return (
    <div className="profile-with-loyalty">
      <ProfileInfoPage {...props} />
      <LoyaltyProfileCard />
    </div>
  );
}
