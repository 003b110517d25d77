/**
 * A player's sessions and linked accounts as the server answers them (GET /api/player/sessions,
 * GET /api/player/social-connections): one definition for the server's response schemas and the
 * web's parsers, so a changed field fails the type check of both.
 */

/** A session of the player, as `GET /api/player/sessions` lists it. */
export interface SessionView {
  readonly id: string;
  /** How it was opened: password, phone, registration, social, autologin, telegram... */
  readonly method: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly platform: string | null;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly isCurrent: boolean;
}

/** A social or messenger account linked to the player, as the player sees it. */
export interface SocialConnectionView {
  /** The provider's name (`google`, `telegram`). */
  readonly provider: string;
  readonly email: string | null;
  readonly createdAt: string;
}
