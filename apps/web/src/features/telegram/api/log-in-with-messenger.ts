import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { attributionFields } from '@/lib/affiliate';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';
import { trackExternalLogin } from '@/lib/third-party';

/**
 * `POST /api/player/tg_login` (SPEC.md section 7): the signed init data, the kept affiliate tag
 * and referral id (attributed when this login creates the player) and the fingerprint fields.
 * Never with a bearer: the init data is the credential. Reported as a sign-up when it created the
 * player, else as a login.
 */
export async function logInWithMessenger(initDataRaw: string): Promise<LoginResponse> {
  const { affiliateTag, ref_id } = attributionFields();
  const body = await withDeviceFingerprint({
    tg_payload: initDataRaw,
    ...(affiliateTag ? { affiliate_tag: affiliateTag } : {}),
    ...(ref_id ? { ref_id } : {}),
  });
  const response = await request('/api/player/tg_login', {
    method: 'POST',
    body,
    parse: parseLoginResponse,
    authenticated: false,
  });
  return trackExternalLogin(response);
}
