import { attributionFields } from '@/lib/affiliate';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { isRecord, request } from '@/lib/http';

/** `POST /api/player/sessions/social`: the provider's authorization URL to send the browser to. */
export async function startSocialLogin(input: { readonly provider: string; readonly locale: string }): Promise<string> {
  return request('/api/player/sessions/social', {
    method: 'POST',
    // The session opened by the callback keeps the fingerprint sent here.
    // The stored `stag` tag rides along (SPEC.md section 7: the social call carries affiliateTag, not ref_id).
    body: await withDeviceFingerprint({
      provider: input.provider,
      locale: input.locale,
      redirect_domain: window.location.origin,
      ...socialAttribution(),
    }),
    authenticated: false,
    parse: (body) => {
      if (!isRecord(body) || typeof body.url !== 'string') throw new Error('Unexpected social login response');
      return body.url;
    },
  });
}

/** The affiliate tag kept from a `stag` link, when there is one. */
function socialAttribution(): { affiliateTag?: string } {
  const { affiliateTag } = attributionFields();
  return affiliateTag ? { affiliateTag } : {};
}
