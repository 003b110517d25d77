import { displayName, type PlayerProfile } from '@casino/shared';
import './player-avatar.css';

/** Avatars are the site's own pictures (apps/web/public/avatars), chosen by id. */
export function avatarUrl(avatarId: string): string {
  return `/avatars/${encodeURIComponent(avatarId)}.svg`;
}

/** The player's avatar, or the first letter (or digit) of their displayed name on the brand colour. */
export function PlayerAvatar({
  profile,
  size = 40,
}: {
  readonly profile: PlayerProfile | undefined;
  readonly size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (profile?.avatarId)
    return (
      <img
        className="player-avatar"
        src={avatarUrl(profile.avatarId)}
        alt=""
        width={size}
        height={size}
        style={style}
      />
    );
  // The first letter or digit: a masked phone ('+44 ••• ••• 89') starts with a plus sign.
  const initial =
    [...displayName(profile, '?')].find((character) => /[\p{L}\p{N}]/u.test(character))?.toUpperCase() ?? '?';
  return (
    <span className="player-avatar player-avatar--initial" style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
