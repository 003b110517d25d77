import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parsePlayerProfile, type LocaleCode, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';
import { profileQueryKey } from './get-profile';

/**
 * `POST /api/player/otp/send` with purpose 'phone-change': a 6-digit code by SMS to the new number
 * (202; 409 phone_taken, 422 not a phone number, 429 too many).
 */
export function sendPhoneChangeCode(input: { readonly phone: string; readonly locale: LocaleCode }): Promise<void> {
  return request('/api/player/otp/send', {
    method: 'POST',
    body: { ...input, purpose: 'phone-change' },
    parse: () => undefined,
  });
}

/** `PUT /api/player/profile/phone` with the number and its code: answers the profile (422 invalid_code, 409 phone_taken). */
export function changePhone(input: { readonly phone: string; readonly code: string }): Promise<PlayerProfile> {
  return request('/api/player/profile/phone', { method: 'PUT', body: input, parse: parsePlayerProfile });
}

export function useSendPhoneChangeCode() {
  return useMutation({ mutationFn: sendPhoneChangeCode });
}

/** Every view of the profile (header name, profile pages) follows the new number at once. */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePhone,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
