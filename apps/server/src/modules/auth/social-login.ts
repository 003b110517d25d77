import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { ConfigError, type AppConfig, type OidcProviderConfig } from '../../config/env';
import type { Database } from '../../db/database';
import { AppError, unauthorized, validationFailed } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import { RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { ExternalIdentity, LoginResponse, PlayerService } from '../player/player.service';
import { socialLoginStates } from './auth.table';
import { MESSENGER_PROVIDER, type SocialConnectionView } from './identities';

/** How long a player has to finish at the provider (sign in, consent) before the state is refused. */
export const SOCIAL_LOGIN_STATE_TTL_SECONDS = 10 * 60;
/** SPEC.md section 9: a request to another service gives up after 10 s. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Provider metadata rarely changes; re-discovering daily picks up moved endpoints without a restart. */
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;
/** Names the routes use for other things: /social-connections/telegram and /social-connections/unlink. */
const RESERVED_PROVIDER_NAMES = new Set([MESSENGER_PROVIDER, 'unlink']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const TEXT_CLAIM_MAX_LENGTH = 128;

export interface SocialProviderView {
  readonly name: string;
  readonly label: string;
}

export interface SocialLoginStart {
  readonly provider: string;
  readonly locale?: string | undefined;
  readonly fingerprint?: string | undefined;
  readonly affiliateTag?: string | undefined;
  readonly redirectDomain?: string | undefined;
  /** A login: the browser-binding cookie value the callback must bring back. */
  readonly binding?: string | undefined;
  /** A link: the logged-in player who asked; the callback must come with their token. */
  readonly linkPlayerId?: string | undefined;
}

export interface SocialCallback {
  readonly provider: string;
  readonly code: string;
  readonly state: string;
  readonly iss?: string | undefined;
  /** The browser-binding cookie the request carried. */
  readonly binding?: string | undefined;
  /** The player of the request's bearer token, when it had a valid one. */
  readonly playerId?: string | undefined;
  /** The request's country header, a hint for a new player's country. */
  readonly countryHint?: string | undefined;
}

export type SocialCallbackResult =
  | ({ readonly kind: 'login' } & LoginResponse)
  | { readonly kind: 'link'; readonly connection: SocialConnectionView; readonly created: boolean };

type LoginState = typeof socialLoginStates.$inferSelect;

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

const stateInvalid = (): AppError =>
  new AppError(400, 'social_state_invalid', 'This sign-in attempt has expired or was already used. Start again.');
const loginFailed = (): AppError =>
  new AppError(401, 'social_login_failed', 'The provider did not confirm who you are. Try again.');

/**
 * Social login through OpenID Connect (authorization code flow with PKCE S256, state and nonce).
 * Everything the callback checks stays on the server, in social_login_states, for 10 minutes and
 * one use. A login is bound to the browser that started it (a cookie the routes set), a link to
 * the player who started it, so nobody can complete their own flow in someone else's browser.
 */
export class SocialLogin {
  private readonly providers: ReadonlyMap<string, OidcProviderConfig>;
  /** Discovery per issuer and client; a failed discovery is forgotten so the next request retries. */
  private readonly configurations = new Map<
    string,
    { configuration: Promise<oidc.Configuration>; discoveredAt: number }
  >();

  constructor(
    private readonly db: Database,
    private readonly player: PlayerService,
    private readonly rateLimiter: RateLimiter,
    private readonly options: {
      providers: readonly OidcProviderConfig[];
      publicUrl: string;
      environment: AppConfig['environment'];
    },
  ) {
    this.providers = new Map(options.providers.map((provider) => [provider.name, provider]));
    checkProviders(options.providers, options.environment);
  }

  /** The configured providers, for the web's social buttons. */
  list(): SocialProviderView[] {
    return [...this.providers.values()].map((provider) => ({
      name: provider.name,
      label: provider.label ?? titleCase(provider.name),
    }));
  }

  has(name: string): boolean {
    return this.providers.has(name);
  }

  /** Starts a login or a link: the provider's authorization URL to send the browser to. */
  async start(request: SocialLoginStart, client: ClientContext): Promise<{ url: string }> {
    const provider = this.providers.get(request.provider);
    if (!provider) throw validationFailed({ provider: ['This sign-in provider is not available'] });
    if (request.redirectDomain !== undefined && !this.isOwnOrigin(request.redirectDomain)) {
      throw validationFailed({ redirect_domain: ['Only this site may receive the sign-in'] });
    }
    await this.rateLimiter.consume(RATE_LIMITS.socialLoginStartPerIp, client.ip);
    const configuration = await this.configuration(provider);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const redirectUri = `${this.options.publicUrl}/auth/social/${provider.name}/callback`;
    await this.db.insert(socialLoginStates).values({
      state,
      provider: provider.name,
      codeVerifier,
      nonce,
      redirectUri,
      linkPlayerId: request.linkPlayerId ?? null,
      bindingHash: request.linkPlayerId || !request.binding ? null : sha256Hex(request.binding),
      fingerprint: request.fingerprint ?? null,
      locale: request.locale ?? null,
      affiliateTag: request.affiliateTag ?? null,
      expiresAt: new Date(Date.now() + SOCIAL_LOGIN_STATE_TTL_SECONDS * 1000),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: provider.scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(request.locale ? { ui_locales: request.locale } : {}),
    });
    return { url: url.href };
  }

  /** Completes a login (logs in, creating the player on first use) or a link, from the provider's redirect. */
  async complete(request: SocialCallback, client: ClientContext): Promise<SocialCallbackResult> {
    const provider = this.providers.get(request.provider);
    if (!provider) throw stateInvalid();
    const flow = await this.consumeState(request.state, provider.name);
    if (flow.linkPlayerId) {
      if (!request.playerId) throw unauthorized('Log in to link an account');
      if (request.playerId !== flow.linkPlayerId) throw stateInvalid();
    } else if (!flow.bindingHash || !request.binding || !sameHash(flow.bindingHash, sha256Hex(request.binding))) {
      throw stateInvalid();
    }
    const identity = await this.exchangeCode(provider, flow, request).catch((error: unknown) => {
      // While linking, the player's own session is fine: a 401 would read as "logged out" to
      // the client, which then drops the session. The provider refused; the request is unfit.
      if (flow.linkPlayerId && error instanceof AppError && error.statusCode === 401) {
        throw new AppError(422, error.code, error.message);
      }
      throw error;
    });
    if (flow.linkPlayerId) {
      const { connection, created } = await this.player.linkExternalIdentity(flow.linkPlayerId, identity, client);
      return { kind: 'link', connection, created };
    }
    const login = await this.player.signInWithExternalIdentity({
      identity,
      method: 'social',
      client,
      fingerprint: flow.fingerprint ?? undefined,
      locale: flow.locale ?? undefined,
      affiliateTag: flow.affiliateTag ?? undefined,
      countryHint: request.countryHint,
    });
    return { kind: 'login', ...login };
  }

  /** Marks the state used in the statement that reads it: a replay, even a simultaneous one, finds nothing. */
  private async consumeState(state: string, provider: string): Promise<LoginState> {
    const [flow] = await this.db
      .update(socialLoginStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(socialLoginStates.state, state),
          eq(socialLoginStates.provider, provider),
          isNull(socialLoginStates.usedAt),
          gt(socialLoginStates.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!flow) throw stateInvalid();
    return flow;
  }

  /** The code for tokens; openid-client checks state, PKCE, and the id token's issuer, audience, nonce and times. */
  private async exchangeCode(
    provider: OidcProviderConfig,
    flow: LoginState,
    request: SocialCallback,
  ): Promise<ExternalIdentity> {
    const configuration = await this.configuration(provider);
    const callbackUrl = new URL(flow.redirectUri);
    callbackUrl.searchParams.set('code', request.code);
    callbackUrl.searchParams.set('state', request.state);
    if (request.iss !== undefined) callbackUrl.searchParams.set('iss', request.iss);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      throw providerError(error);
    }
    if (!claims) throw loginFailed();
    return identityFrom(provider.name, claims);
  }

  private configuration(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    const key = `${provider.issuer} ${provider.clientId}`;
    const cached = this.configurations.get(key);
    if (cached && Date.now() - cached.discoveredAt < DISCOVERY_TTL_MS) return cached.configuration;
    const configuration = oidc
      .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(isInsecureIssuer(provider) ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        if (this.configurations.get(key)?.configuration === configuration) this.configurations.delete(key);
        throw providerUnavailable(error);
      });
    this.configurations.set(key, { configuration, discoveredAt: Date.now() });
    return configuration;
  }

  private isOwnOrigin(redirectDomain: string): boolean {
    try {
      return new URL(redirectDomain).origin === new URL(this.options.publicUrl).origin;
    } catch {
      return false;
    }
  }
}

/** Id token claims as an identity; only `email_verified: true` (the boolean) counts as verified. */
function identityFrom(provider: string, claims: oidc.IDToken): ExternalIdentity {
  const text = (value: unknown): string | null =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, TEXT_CLAIM_MAX_LENGTH) : null;
  const email =
    typeof claims.email === 'string' && /^[^\s@]{1,64}@[^\s@]{1,189}$/.test(claims.email)
      ? claims.email.toLowerCase()
      : null;
  return {
    provider,
    subject: claims.sub,
    email,
    emailVerified: email !== null && claims.email_verified === true,
    displayName: text(claims.name),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/** The provider refused or its answer failed a check: 401. It could not be reached or answered nonsense: 503. */
function providerError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const refused =
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    (error instanceof oidc.ClientError &&
      [
        'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
        'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
        'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
        'OAUTH_INVALID_RESPONSE',
      ].includes(error.code ?? '')) ||
    refusedWithoutJson(error);
  if (refused) {
    const failed = loginFailed();
    failed.cause = error;
    return failed;
  }
  return providerUnavailable(error);
}

/**
 * A token endpoint that refuses a code with a 4xx but no JSON body (some providers, and
 * oauth2-mock-server 9, answer a plain-text 400) still refused it: that is a failed login, not an outage.
 */
function refusedWithoutJson(error: unknown): boolean {
  if (!(error instanceof oidc.ClientError) || error.code !== 'OAUTH_RESPONSE_IS_NOT_JSON') return false;
  const status = error.cause instanceof Response ? error.cause.status : 0;
  return status >= 400 && status < 500;
}

function providerUnavailable(cause: unknown): AppError {
  const error = new AppError(
    503,
    'social_provider_unavailable',
    'The sign-in provider cannot be reached. Try again later.',
  );
  error.cause = cause;
  return error;
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An http:// issuer, which checkProviders admits only on this machine and never in production. */
function isInsecureIssuer(provider: OidcProviderConfig): boolean {
  return new URL(provider.issuer).protocol === 'http:';
}

/** Refuses at start-up what would break routes or send tokens over a network in the clear. */
function checkProviders(providers: readonly OidcProviderConfig[], environment: AppConfig['environment']): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const provider of providers) {
    if (RESERVED_PROVIDER_NAMES.has(provider.name))
      problems.push(`OIDC_PROVIDERS: the name '${provider.name}' is reserved`);
    if (seen.has(provider.name)) problems.push(`OIDC_PROVIDERS: the name '${provider.name}' is used twice`);
    seen.add(provider.name);
    const issuer = new URL(provider.issuer);
    if (issuer.protocol === 'http:' && (environment === 'production' || !LOOPBACK_HOSTS.has(issuer.hostname))) {
      problems.push(
        `OIDC_PROVIDERS: the issuer of '${provider.name}' must use https (http only for localhost outside production)`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

function titleCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
