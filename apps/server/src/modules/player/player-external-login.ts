import { and, eq, ne, sql } from 'drizzle-orm';
import { PlayerStatus, validateFields, type PlayerId } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../../db/errors';
import { AppError, forbidden, notFound } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import { countryRestricted } from '../../http/country-gate';
import { MESSENGER_PROVIDER, type AuthService, type SocialConnectionView } from '../auth/auth.service';
import type { WalletService } from '../wallet/wallet.service';
import { toProfileView, type ProfileView } from './player-view';
import { players } from './player.table';

/**
 * Logins without a password: social (OpenID Connect), messenger (Telegram) and operator-minted
 * auto-login tokens. The auth module proves who the person is; this file decides which player
 * that is, creating one on first use.
 */

/** A player created by a social or messenger login gets a wallet in the base currency. */
export const EXTERNAL_LOGIN_CURRENCY = 'USD';
/** SPEC.md section 9: UA when neither the profile nor a header gives a country. */
export const DEFAULT_COUNTRY = 'UA';
const NAME_MAX_LENGTH = 64;

type PlayerRow = typeof players.$inferSelect;

export interface Dependencies {
  readonly db: Database;
  readonly auth: AuthService;
  readonly wallet: WalletService;
  /** A new player was created (retention attributes a referral), on its transaction. */
  readonly registered?: RegistrationObserver;
}

/** What a registration brings beyond the account: the affiliate tag, a referral id, the device. */
export interface RegistrationArrival {
  readonly playerId: PlayerId;
  readonly affiliateTag: string | null;
  readonly referralId: unknown;
  readonly fingerprint: string | undefined;
}

export type RegistrationObserver = (executor: Executor, arrival: RegistrationArrival) => Promise<void>;

/** A person as a social provider or the messenger vouched for them. */
export interface ExternalIdentity {
  /** An OIDC provider name from the configuration, or 'telegram'. */
  readonly provider: string;
  readonly subject: string;
  /** Lowercased. */
  readonly email: string | null;
  /** Only `true` from the provider itself counts as verified. */
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  /** Used as the nickname of a new player when it is valid and free. */
  readonly preferredNickname?: string | null;
  readonly language?: string | null;
  /** The messenger user id, for a messenger identity. */
  readonly tgUserId?: bigint;
  /** The messenger user's username and photo, kept on the player it creates. */
  readonly messengerProfile?: { readonly username: string | null; readonly photoUrl: string | null };
}

export interface ExternalSignIn {
  readonly identity: ExternalIdentity;
  readonly method: 'social' | 'telegram';
  readonly client: ClientContext;
  readonly fingerprint?: string | undefined;
  /** A selectable country, already checked (the request's country header, else UA). */
  readonly country: string;
  /** The request's country header names a restricted country: an existing player logs in, no new one is made. */
  readonly fromRestrictedCountry?: boolean;
  readonly locale?: string | undefined;
  readonly affiliateTag?: string | undefined;
  /** The referral programme's id (the messenger's `ref_id`). */
  readonly referralId?: unknown;
}

export interface ExternalSignInResult {
  readonly accessToken: string;
  readonly profile: ProfileView;
  /** This sign-in created the player: the client reports a sign-up, not a login. */
  readonly registered?: true;
}

/** The player of an identity, created on first use, and a new session for them. */
export async function signInWithExternalIdentity(
  deps: Dependencies,
  request: ExternalSignIn,
): Promise<ExternalSignInResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction((tx) => signInOnce(deps, tx, request));
    } catch (error) {
      // A concurrent first login (same identity, e-mail or nickname) committed first: the retry finds it.
      if (attempt < 2 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function signInOnce(deps: Dependencies, tx: Executor, request: ExternalSignIn): Promise<ExternalSignInResult> {
  const existing =
    (await findByIdentity(deps, tx, request.identity, request.client)) ??
    (await findByVerifiedEmail(deps, tx, request.identity, request.client));
  const player = existing ?? (await createPlayer(deps, tx, request));
  requireNotBlocked(player);
  const { accessToken } = await deps.auth.startSession(tx, player.id, {
    method: request.method,
    client: request.client,
    fingerprint: request.fingerprint,
  });
  return { accessToken, profile: toProfileView(player), ...(existing ? {} : { registered: true as const }) };
}

async function findByIdentity(
  deps: Dependencies,
  tx: Executor,
  identity: ExternalIdentity,
  client: ClientContext,
): Promise<PlayerRow | undefined> {
  const owner = await deps.auth.findIdentityOwner(tx, identity.provider, identity.subject);
  if (owner) return (await tx.select().from(players).where(eq(players.id, owner.playerId)))[0];
  if (identity.tgUserId === undefined) return undefined;
  // A messenger id on the profile without its connection row: adopt it.
  const [holder] = await tx.select().from(players).where(eq(players.tgUserId, identity.tgUserId));
  if (holder) await deps.auth.linkIdentity(tx, holder.id, identity, client);
  return holder;
}

/**
 * An account already registered with the identity's e-mail. It is joined only when the provider
 * says the address is verified AND the player confirmed it too: otherwise someone who registered
 * the address first (without owning it) would share the account with its real owner, or a
 * provider that does not verify addresses would hand out accounts. Anything else is a 409 that
 * tells the person to log in with their password and link the provider from the profile.
 */
async function findByVerifiedEmail(
  deps: Dependencies,
  tx: Executor,
  identity: ExternalIdentity,
  client: ClientContext,
): Promise<PlayerRow | undefined> {
  if (!identity.email) return undefined;
  const [player] = await tx.select().from(players).where(eq(players.email, identity.email));
  if (!player) return undefined;
  const connections = await deps.auth.listSocialConnections(player.id, tx);
  if (
    !identity.emailVerified ||
    player.emailConfirmedAt === null ||
    connections.some((connection) => connection.provider === identity.provider)
  ) {
    throw new AppError(
      409,
      'social_email_in_use',
      'An account with this e-mail already exists. Log in to it with your password and link this provider from your profile.',
    );
  }
  await deps.auth.linkIdentity(tx, player.id, identity, client);
  return player;
}

async function createPlayer(deps: Dependencies, tx: Executor, request: ExternalSignIn): Promise<PlayerRow> {
  if (request.fromRestrictedCountry === true) throw countryRestricted();
  const { identity } = request;
  const [player] = await tx
    .insert(players)
    .values({
      email: identity.email,
      // A verified address counts as confirmed; an unverified one must be confirmed like any other.
      emailConfirmedAt: identity.email && identity.emailVerified ? new Date() : null,
      nickname: await freeNickname(tx, identity.preferredNickname),
      firstName: identity.firstName?.slice(0, NAME_MAX_LENGTH) || null,
      lastName: identity.lastName?.slice(0, NAME_MAX_LENGTH) || null,
      language: identity.language ?? null,
      country: request.country,
      locale: request.locale ?? 'en',
      tgUserId: identity.tgUserId ?? null,
      tgUsername: identity.messengerProfile?.username ?? null,
      tgPhotoUrl: identity.messengerProfile?.photoUrl ?? null,
      affiliateTag: request.affiliateTag?.slice(0, 128) ?? null,
    })
    .returning();
  if (!player) throw new Error('player was not created');
  // The player's id is born in this insert; players.id is not branded yet (the player module still takes strings).
  const playerId = player.id as PlayerId;
  await deps.wallet.openAccount(tx, playerId, EXTERNAL_LOGIN_CURRENCY);
  await deps.auth.linkIdentity(tx, player.id, identity, request.client);
  await deps.registered?.(tx, {
    playerId,
    affiliateTag: player.affiliateTag,
    referralId: request.referralId,
    fingerprint: request.fingerprint,
  });
  return player;
}

/** The wished-for nickname when it follows the nickname rules and nobody has it; else none. */
async function freeNickname(tx: Executor, wish: string | null | undefined): Promise<string | null> {
  if (!wish || Object.keys(validateFields({ nickname: wish }, ['nickname'])).length > 0) return null;
  const taken = await tx
    .select({ id: players.id })
    .from(players)
    .where(sql`lower(${players.nickname}) = lower(${wish})`);
  return taken.length === 0 ? wish : null;
}

function requireNotBlocked(player: PlayerRow): void {
  if (player.status === PlayerStatus.Blocked || player.status === PlayerStatus.Closed) {
    throw forbidden('player_blocked', 'This account is blocked. Contact support.');
  }
}

export const identityTaken = (): AppError =>
  new AppError(409, 'social_identity_taken', 'This account is already linked to another player');
const providerAlreadyLinked = (): AppError =>
  new AppError(
    409,
    'social_provider_already_linked',
    'Another account of this provider is linked to your profile. Unlink it first.',
  );

/** Links an identity to a logged-in player; linking the same one again changes nothing. */
export async function linkExternalIdentity(
  deps: Dependencies,
  playerId: string,
  identity: ExternalIdentity,
  client: ClientContext,
): Promise<{ connection: SocialConnectionView; created: boolean }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const player = await lockPlayer(tx, playerId);
      const owner = await deps.auth.findIdentityOwner(tx, identity.provider, identity.subject);
      if (owner && owner.playerId !== playerId) throw identityTaken();
      if (owner) return { connection: owner.connection, created: false };
      const connections = await deps.auth.listSocialConnections(playerId, tx);
      if (connections.some((connection) => connection.provider === identity.provider)) throw providerAlreadyLinked();
      if (identity.tgUserId !== undefined) {
        if (player.tgUserId !== null && player.tgUserId !== identity.tgUserId) throw providerAlreadyLinked();
        const [holder] = await tx
          .select({ id: players.id })
          .from(players)
          .where(and(eq(players.tgUserId, identity.tgUserId), ne(players.id, playerId)));
        if (holder) throw identityTaken();
        await tx
          .update(players)
          .set({ tgUserId: identity.tgUserId, updatedAt: new Date() })
          .where(eq(players.id, playerId));
      }
      return { connection: await deps.auth.linkIdentity(tx, playerId, identity, client), created: true };
    });
  } catch (error) {
    // Another player linked the same identity in the same instant.
    if (isUniqueViolation(error)) throw identityTaken();
    throw error;
  }
}

/** Unlinks an identity, unless it is the last way into an account without a password. */
export async function unlinkExternalIdentity(
  deps: Dependencies,
  playerId: string,
  provider: string,
  client: ClientContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The lock serialises two unlinks at once, which could otherwise both see "one left".
    const player = await lockPlayer(tx, playerId);
    const connections = await deps.auth.listSocialConnections(playerId, tx);
    if (!connections.some((connection) => connection.provider === provider))
      throw notFound('There is no such social connection');
    if (player.passwordHash === null && connections.length <= 1) {
      throw new AppError(
        422,
        'last_login_method',
        'This is your only way to log in. Set a password or link another account first.',
        {
          socialType: ['This is your only way to log in'],
        },
      );
    }
    await deps.auth.unlinkIdentity(tx, playerId, provider, client);
    if (provider === MESSENGER_PROVIDER) {
      await tx.update(players).set({ tgUserId: null, updatedAt: new Date() }).where(eq(players.id, playerId));
    }
  });
}

/** The messenger user as the mini-app's sync call gives them. */
export interface MessengerUser {
  readonly userId: bigint;
  readonly name?: string | undefined;
  readonly languageCode?: string | undefined;
  readonly username?: string | undefined;
  readonly photoUrl?: string | undefined;
}

/**
 * The messenger user's name, language and username, copied to the profile of the player they
 * belong to: the name and language as they are now; the username as the nickname of a player who
 * has none yet (a nickname is the player's own once set), when it is valid and free. The username
 * and photo are also kept as the messenger's own (tg_username, tg_photo_url), current with every sync.
 */
export async function syncMessengerUser(db: Database, playerId: string, user: MessengerUser): Promise<ProfileView> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) throw notFound('There is no such player');
  if (player.tgUserId === null || player.tgUserId !== user.userId) {
    throw forbidden('tg_user_mismatch', 'This messenger account is not linked to your profile');
  }
  const nickname = player.nickname === null ? await freeNickname(db, user.username) : null;
  const changes = {
    ...(user.name ? { firstName: user.name.slice(0, NAME_MAX_LENGTH) } : {}),
    ...(user.languageCode ? { language: user.languageCode } : {}),
    ...(nickname ? { nickname } : {}),
    ...(user.username && user.username !== player.tgUsername ? { tgUsername: user.username } : {}),
    ...(user.photoUrl && user.photoUrl !== player.tgPhotoUrl ? { tgPhotoUrl: user.photoUrl } : {}),
  };
  if (Object.keys(changes).length === 0) return toProfileView(player);
  try {
    const [updated] = await db
      .update(players)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(players.id, playerId))
      .returning();
    return toProfileView(updated ?? player);
  } catch (error) {
    // Another player took the nickname in the same instant: the rest is synced without it.
    if (!nickname || !isUniqueViolation(error)) throw error;
    return syncMessengerUser(db, playerId, { ...user, username: undefined });
  }
}

export const autologinTokenInvalid = (): AppError =>
  new AppError(401, 'autologin_token_invalid', 'This sign-in link has expired or was already used');

/** Spends an operator-minted auto-login token and opens a session for its player. */
export async function loginWithAutologinToken(
  deps: Dependencies,
  token: string,
  fingerprint: string | undefined,
  client: ClientContext,
): Promise<ExternalSignInResult> {
  return deps.db.transaction(async (tx) => {
    const playerId = await deps.auth.consumeAutologinToken(tx, token);
    const [player] = playerId ? await tx.select().from(players).where(eq(players.id, playerId)) : [];
    if (!player) throw autologinTokenInvalid();
    // Refused before anything commits: the token stays unspent for an operator to look into.
    requireNotBlocked(player);
    const { accessToken } = await deps.auth.startSession(tx, player.id, { method: 'autologin', client, fingerprint });
    return { accessToken, profile: toProfileView(player) };
  });
}

async function lockPlayer(tx: Executor, playerId: string): Promise<PlayerRow> {
  const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
  if (!player) throw notFound('There is no such player');
  return player;
}
