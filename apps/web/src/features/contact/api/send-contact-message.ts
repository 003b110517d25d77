import { useMutation } from '@tanstack/react-query';
import { parseContactMessageReceipt, type ContactMessageForm, type ContactMessageReceipt } from '@casino/shared';
import { request } from '@/lib/http';

/**
 * `POST /api/notification/communications`: the contact form. A signed-in player's bearer goes with
 * it (the server takes the player from the session); a guest sends none.
 */
export function sendContactMessage(form: ContactMessageForm): Promise<ContactMessageReceipt> {
  return request('/api/notification/communications', { method: 'POST', body: form, parse: parseContactMessageReceipt });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
