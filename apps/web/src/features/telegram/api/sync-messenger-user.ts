import { parsePlayerProfile, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';
import type { MessengerUser } from '../messenger-launch';

/** `PUT /api/tg-bot/users`: the messenger user's username, language, photo and name, kept current on the profile. */
export function syncMessengerUser(user: MessengerUser): Promise<PlayerProfile> {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return request('/api/tg-bot/users', {
    method: 'PUT',
    body: {
      user_id: user.id,
      username: user.username,
      language_code: user.languageCode,
      photo_url: user.photoUrl,
      name: name || null,
    },
    parse: parsePlayerProfile,
  });
}
