import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { trackExternalLogin } from '@/lib/third-party';

export interface SocialCallback {
  readonly provider: string;
  readonly code: string;
  readonly state: string;
  readonly iss?: string;
}

/** A login answers a session; a link (started from the profile, sent with the bearer) answers the connection. */
export type SocialCallbackResult =
  | { readonly kind: 'login'; readonly response: LoginResponse }
  | { readonly kind: 'link' };

/** `POST /api/player/sessions/social/callback`: completes a social login (a sign-up when it created the player) or link. */
export function completeSocialLogin(callback: SocialCallback, asPlayer: boolean): Promise<SocialCallbackResult> {
  return request('/api/player/sessions/social/callback', {
    method: 'POST',
    body: callback,
    authenticated: asPlayer,
    parse: (body): SocialCallbackResult =>
      isRecord(body) && 'linked' in body
        ? { kind: 'link' }
        : { kind: 'login', response: trackExternalLogin(parseLoginResponse(body)) },
  });
}
