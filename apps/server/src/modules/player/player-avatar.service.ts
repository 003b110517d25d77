import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notFound, validationFailed } from '../../http/app-error';
import { toProfileView, type ProfileView } from './player-view';
import { players } from './player.table';

/**
 * The avatars a player may pick, drawn for the site: SVG files the web app serves from
 * `apps/web/public/avatars/<id>.svg`. A fixed catalogue, so an id is all a profile stores.
 */
export const AVATAR_IDS = [
  'rocket',
  'planet',
  'comet',
  'ufo',
  'moon',
  'astronaut',
  'dice',
  'chip',
  'cherries',
  'lucky-seven',
  'diamond',
  'crown',
] as const;

export type AvatarId = (typeof AVATAR_IDS)[number];

export interface AvatarView {
  readonly id: AvatarId;
  /** Same-origin path of the image. */
  readonly url: string;
}

const AVATARS: readonly AvatarView[] = AVATAR_IDS.map((id) => ({ id, url: `/avatars/${id}.svg` }));

export function isAvatarId(value: string): value is AvatarId {
  return (AVATAR_IDS as readonly string[]).includes(value);
}

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
