import { useMutation } from '@tanstack/react-query';
import { isRecord, request } from '@/lib/http';

/**
 * `POST /api/player/social-connections/{provider}`: the provider's authorization URL for linking;
 * the provider sends the player back to the social callback page, which returns to the profile.
 */
export function startSocialLink(input: { readonly provider: string; readonly locale: string }): Promise<string> {
  return request(`/api/player/social-connections/${encodeURIComponent(input.provider)}`, {
    method: 'POST',
    body: { locale: input.locale, redirect_domain: window.location.origin },
    parse: (body) => {
      if (!isRecord(body) || typeof body.url !== 'string') throw new Error('Unexpected social link response');
      return body.url;
    },
  });
}

export function useStartSocialLink() {
  return useMutation({ mutationFn: startSocialLink });
}
