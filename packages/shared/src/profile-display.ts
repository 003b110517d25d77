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
  /** E.164 ('+447700900089'): a phone-registered player may have nothing else. */
  readonly phone?: string | null;
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
 * The two-digit country calling codes (E.164 codes are prefix-free): 1 and 7 are the only
 * one-digit ones, every code not listed here is three digits long.
 */
const TWO_DIGIT_CALLING_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
const PHONE_MASK = '••• •••';
/** The national digits a masked phone keeps at its end. */
export const PHONE_VISIBLE_TAIL_LENGTH = 2;

/** The country calling code at the start of international digits ('447700900089' -> '44'). */
export function callingCodeOf(digits: string): string {
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1);
  return TWO_DIGIT_CALLING_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
}

/**
 * A phone number as a name: the country calling code and the last 2 digits, the rest (and its
 * length) hidden ('+447700900089' -> '+44 ••• ••• 89'). Empty when there is no number. No
 * phone metadata is needed, so the header can show it without the phone library.
 */
export function maskedPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const callingCode = callingCodeOf(digits);
  if (digits.length <= callingCode.length + PHONE_VISIBLE_TAIL_LENGTH) return '';
  return `+${callingCode} ${PHONE_MASK} ${digits.slice(-PHONE_VISIBLE_TAIL_LENGTH)}`;
}

/**
 * The displayed name: the nickname, else the first name, else the messenger user id, else a name
 * derived from the e-mail (masked, see nicknameFromEmail), else the masked phone, else 'Unknown'.
 */
export function displayName(profile: ProfileNameSource | null | undefined, unknown = UNKNOWN_PLAYER_NAME): string {
  if (!profile) return unknown;
  const messengerId =
    profile.tgUserId === null || profile.tgUserId === undefined ? undefined : present(String(profile.tgUserId));
  return (
    present(profile.nickname) ??
    present(profile.firstName) ??
    messengerId ??
    (nicknameFromEmail(profile.email) || maskedPhone(profile.phone) || unknown)
  );
}
