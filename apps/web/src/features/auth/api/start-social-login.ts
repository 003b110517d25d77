import { isRecord, request } from '@/lib/http';

/** `POST /api/player/sessions/social`: the provider's authorization URL to send the browser to. */
export function startSocialLogin(input: { readonly provider: string; readonly locale: string }): Promise<string> {
  return request('/api/player/sessions/social', {
    method: 'POST',
    body: { provider: input.provider, locale: input.locale, redirect_domain: window.location.origin },
    authenticated: false,
    parse: (body) => {
      if (!isRecord(body) || typeof body.url !== 'string') throw new Error('Unexpected social login response');
      return body.url;
    },
  });
}
