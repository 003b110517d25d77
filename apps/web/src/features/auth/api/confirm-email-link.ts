import { parsePlayerProfile, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';

/** `POST /api/player/profile/email/verify/confirm` with the e-mailed link's code; no login needed. */
export function confirmEmailLink(confirmCode: string): Promise<PlayerProfile> {
  return request('/api/player/profile/email/verify/confirm', {
    method: 'POST',
    body: { confirmCode },
    parse: parsePlayerProfile,
    authenticated: false,
  });
}
