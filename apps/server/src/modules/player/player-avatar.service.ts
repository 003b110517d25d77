import { eq } from 'drizzle-orm';
import { AVATAR_IDS, isAvatarId, type AvatarId, type AvatarView } from '@casino/shared';
import type { Database } from '../../db/database';
import { notFound, validationFailed } from '../../http/app-error';
import { toProfileView, type ProfileView } from './player-view';
import { players } from './player.table';

/** The avatar catalogue is shared with the web app (packages/shared). */
export { AVATAR_IDS, isAvatarId, type AvatarId, type AvatarView };

const AVATARS: readonly AvatarView[] = AVATAR_IDS.map((id) => ({ id, url: `/avatars/${id}.svg` }));

export class PlayerAvatarService {
  constructor(private readonly db: Database) {}

  listAvatars(): readonly AvatarView[] {
    return AVATARS;
  }

  async setAvatar(playerId: string, avatarId: string): Promise<ProfileView> {
    if (!isAvatarId(avatarId)) throw validationFailed({ avatarId: ['There is no such avatar'] });
    const [player] = await this.db
      .update(players)
      .set({ avatarId, updatedAt: new Date() })
      .where(eq(players.id, playerId))
      .returning();
    if (!player) throw notFound('There is no such player');
    return toProfileView(player);
  }
}
