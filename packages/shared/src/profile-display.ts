/**
 * How a player is named on screen (SPEC.md section 3). One place for the web app (header, profile)
 * and the server (winner lists, e-mails), so a player is called the same everywhere.
 */

/** The Profile fields the displayed name is made of. */
export interface ProfileNameSource {
  readonly nickname?: string | null;
  readonly firstName?: string | null;
  /** The messenger (Telegram) user id. */
  readonly tgUserId?: string | number | null;
  readonly email?: string | null;
}

/** Shown when a profile gives nothing to name the player by. */
export const UNKNOWN_PLAYER_NAME = 'Unknown';

/** How many characters at the end of an e-mail's local part are hidden. */
export const EMAIL_MASKED_TAIL_LENGTH = 3;
/** Local parts shorter than this keep only their first character. */
export const EMAIL_MASK_MIN_LOCAL_LENGTH = 4;
const MASK = '***';

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * A nickname made from an e-mail address: its local part with the last 3 characters masked
 * ('johndoe@example.com' -> 'john***'), or the first character and *** when the local part is
 * under 4 characters ('bob@example.com' -> 'b***'). Empty when there is no address.
 */
export function nicknameFromEmail(email: string | null | undefined): string {
  const address = present(email);
  if (!address) return '';
  const at = address.lastIndexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  // Code points, not UTF-16 units: an emoji or accented letter is never cut in half.
  const characters = [...local];
  if (characters.length < EMAIL_MASK_MIN_LOCAL_LENGTH) return `${characters[0] ?? ''}${MASK}`;
  return `${characters.slice(0, -EMAIL_MASKED_TAIL_LENGTH).join('')}${MASK}`;
}

/**
 * The displayed name: the nickname, else the first name, else the messenger user id, else a name
 * derived from the e-mail (masked, see nicknameFromEmail), else 'Unknown'.
 */
export function displayName(profile: ProfileNameSource | null | undefined, unknown = UNKNOWN_PLAYER_NAME): string {
  if (!profile) return unknown;
  const messengerId = profile.tgUserId === null || profile.tgUserId === undefined ? undefined : present(String(profile.tgUserId));
  return present(profile.nickname) ?? present(profile.firstName) ?? messengerId ?? (nicknameFromEmail(profile.email) || unknown);
}
