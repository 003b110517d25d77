import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS, type CaptchaProviderName, type ThirdPartyAdapterConfig } from '@casino/shared';
import { serverPaths } from '../paths';
import { freePort } from './free-port';
import { thirdPartyAdapters, vendorKey, vendorUrl } from './third-party';

/**
 * When the forms of sign-in, registration, password reset and contact need a captcha: never, only
 * from an address with recent failures or bursts (providers/captcha/captcha-gate.ts), or always.
 */
export const CAPTCHA_MODES = ['off', 'on-failures', 'always'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];
/** The captcha adapters (providers/captcha): the self-hosted proof of work needs no vendor. */
export { CAPTCHA_PROVIDERS, type CaptchaProviderName };
/** Cloudflare Turnstile's widget script and its siteverify API, the vendor adapter's defaults. */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
export const DEFAULT_CAPTCHA_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * The one place that reads the environment. Every variable is listed, with its default, in
 * `.env.example` at the repository root.
 */
/**
 * Withdrawals above this many units of the base currency need an approved identity verification:
 * the usual anti-money-laundering trigger (around 2,000 EUR in the EU's AML rules for casinos).
 */
const DEFAULT_KYC_WITHDRAWAL_THRESHOLD = 2_000;

/**
 * What a player may withdraw in all, however slowly, before a verification is needed: five times
 * the 30-day threshold, so a player who takes out just under it every month is still known to us.
 */
const DEFAULT_KYC_LIFETIME_WITHDRAWAL_THRESHOLD = 10_000;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  GAME_CLIENT_DIST_DIR: z.string().min(1).optional(),
  SPORTSBOOK_WIDGET_DIST_DIR: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  AUTOLOGIN_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name')
    .default('cf-ipcountry')
    .transform((name) => name.toLowerCase()),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lucky Orbit <no-reply@lucky-orbit.local>'),
  MAILBOX_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _')
    .optional(),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, 'must look like 123456:ABC-token')
    .optional(),
  TELEGRAM_AUTH_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  OIDC_PROVIDERS: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REALTIME_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(300_000).default(5_000),
  PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  KYC_WITHDRAWAL_THRESHOLD: z
    .string()
    .regex(/^(off|\d{1,12})$/, 'must be a whole amount of the base currency, or off')
    .default(String(DEFAULT_KYC_WITHDRAWAL_THRESHOLD))
    .transform((value) => (value === 'off' ? undefined : Number(value))),
  KYC_LIFETIME_WITHDRAWAL_THRESHOLD: z
    .string()
    .regex(/^(off|\d{1,12})$/, 'must be a whole amount of the base currency, or off')
    .default(String(DEFAULT_KYC_LIFETIME_WITHDRAWAL_THRESHOLD))
    .transform((value) => (value === 'off' ? undefined : Number(value))),
  KYC_FIRST_WITHDRAWAL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  KYC_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')
    .optional(),
  KYC_S3_REGION: z.string().min(1).default('us-east-1'),
  KYC_S3_ENDPOINT: z.url().optional(),
  SPORTSBOOK_FEED: z.enum(['on', 'off']).optional(),
  SPORTSBOOK_FEED_SPEED: z.coerce.number().int().min(1).max(600).default(1),
  SPORTSBOOK_BET_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
  BONUS_MAX_WAGER_MULTIPLIER: z.string().max(1_000).optional(),
  CRASH_ROUNDS: z.enum(['on', 'off']).optional(),
  CRASH_BETTING_MS: z.coerce.number().int().min(1_000).max(60_000).default(7_000),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  // The aggregator studio (apps/studio-server). Without STUDIO_URL this server starts it as a child process.
  STUDIO_URL: z.url().optional(),
  STUDIO_PUBLIC_URL: z.url().optional(),
  STUDIO_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  STUDIO_SHARED_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STUDIO_LAUNCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  CAPTCHA_MODE: z.enum(CAPTCHA_MODES).optional(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  // The vendor captcha's public key (put into its widget) and its server secret (sent to its siteverify only).
  CAPTCHA_SITE_KEY: vendorKey,
  CAPTCHA_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 printable characters without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CAPTCHA_SCRIPT_URL: vendorUrl,
  CAPTCHA_VERIFY_URL: vendorUrl,
  // The third-party adapters (config/third-party.ts): each off until its variable is set.
  TAG_MANAGER_ID: vendorKey,
  TAG_MANAGER_SCRIPT_URL: vendorUrl,
  RETARGETING_PIXEL_URL: vendorUrl,
  SESSION_ANALYTICS_URL: vendorUrl,
  SESSION_ANALYTICS_KEY: vendorKey,
  SESSION_RECORDING_URL: vendorUrl,
  SESSION_RECORDING_KEY: vendorKey,
  // A vendor's chat widget in place of the in-house support chat, loaded only when a visitor opens
  // support. The script at CHAT_WIDGET_URL (a shim in front of the vendor's own, if need be) defines
  // `window.chatWidget` = { boot({ key, hidden: true, locale }), identify({ id, email, firstName,
  // lastName }), reset(), show(), hide() } (apps/web/src/lib/third-party/chat-widget.ts).
  CHAT_WIDGET_URL: vendorUrl,
  CHAT_WIDGET_KEY: vendorKey,
  // A fraud fingerprint vendor, whose visitor id replaces the first-party one in auth calls. The
  // script at FINGERPRINT_SCRIPT_URL defines `window.fraudFingerprint` = { load({ key }) ->
  // Promise<{ visitorId }> } (apps/web/src/lib/third-party/fingerprint.ts); whatever it calls must
  // be on the script's origin (the only one the CSP adds).
  FINGERPRINT_SCRIPT_URL: vendorUrl,
  FINGERPRINT_KEY: vendorKey,
});

/** A social login provider speaking OpenID Connect (SPEC.md section 1, social login). */
const oidcProviderSchema = z.object({
  /** The connection name in URLs: /auth/social/{name}/callback. */
  name: z.string().regex(/^[a-z0-9-]{2,32}$/),
  label: z.string().min(1).max(40).optional(),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scope: z.string().default('openid email profile'),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

/** A made-up mailbox key: 144 random bits, URL-safe as it is. */
const MAILBOX_KEY_BYTES = 18;
/**
 * Connections one address may hold open when the server faces browsers directly: a browser opens
 * at most 6 per host plus a websocket per tab, so this leaves room for a household or an office
 * behind one address, while a client holding hundreds of slow connections is cut off.
 */
const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 128;

export type LogLevel = z.infer<typeof environmentSchema>['LOG_LEVEL'];

export interface DatabaseConfig {
  /** A PostgreSQL server; when absent the embedded PGlite store under `dataDir` is used. */
  readonly url: string | undefined;
  /** Directory of the embedded store, or `memory://` for a throwaway in-memory database. */
  readonly dataDir: string;
  readonly poolSize: number;
}

export interface AppConfig {
  readonly environment: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly logLevel: LogLevel;
  readonly trustProxy: boolean;
  readonly http: {
    /** Time a client has to send a whole request, body included; slower ones get 408. */
    readonly requestTimeoutMs: number;
    /** Open connections per remote address; 0: no cap (behind a proxy, where the proxy is the only address). */
    readonly maxConnectionsPerAddress: number;
  };
  readonly database: DatabaseConfig;
  readonly webDistDir: string;
  /** The built game client of the in-house game provider (apps/game-client, Vite base /provider/games/client/). */
  readonly gameClientDistDir: string;
  readonly sportsbookWidgetDistDir: string;
  readonly contentDir: string;
  /** Where players reach the site; links in e-mails and OAuth redirect URIs start with it. */
  readonly publicUrl: string;
  /** The request header a CDN puts the visitor's country in (a new player's default country). */
  readonly countryHeader: string;
  readonly auth: {
    readonly jwtSecret: string | undefined;
    readonly accessTokenTtlSeconds: number;
    readonly sessionTtlDays: number;
    /** The operator API (/api/admin) is off without it. */
    readonly adminToken: string | undefined;
    /** Lifetime of an operator-minted auto-login token when the operator names none. */
    readonly autologinTokenTtlSeconds: number;
    readonly telegramBotToken: string | undefined;
    readonly telegramAuthMaxAgeSeconds: number;
    readonly oidcProviders: readonly OidcProviderConfig[];
  };
  readonly mail: {
    readonly smtpUrl: string | undefined;
    readonly from: string;
    /**
     * Opens the development mailbox (`?key=`): MAILBOX_KEY, or made at start-up and printed in the
     * start-up log. Undefined with SMTP_URL, where there is no mailbox.
     */
    readonly mailboxKey: string | undefined;
  };
  readonly realtime: {
    /** Redis pub/sub fans real-time events out to every server process; unset: this process only. */
    readonly redisUrl: string | undefined;
    /** How often open websockets are checked against closed sessions (logout, closed elsewhere). */
    readonly sessionCheckIntervalMs: number;
  };
  readonly payment: {
    /**
     * Signs the sandbox payment provider's webhooks (and its hosted pages' forms); unset: made on
     * the first start and kept in the database.
     */
    readonly sandboxSecret: string | undefined;
  };
  readonly bonus: {
    /** The most a bonus's wagering may multiply, per player country (ISO code): `BONUS_MAX_WAGER_MULTIPLIER`. */
    readonly wagerMultiplierCaps: Readonly<Record<string, number>>;
  };
  readonly kyc: {
    /** Withdrawals above this many whole units of the base currency within 30 days need a verification; undefined: none by amount. */
    readonly withdrawalThreshold: number | undefined;
    /** Withdrawals above this many whole units of the base currency in all need a verification; undefined: no lifetime rule. */
    readonly lifetimeWithdrawalThreshold: number | undefined;
    readonly firstWithdrawal: boolean;
    /** An S3-compatible bucket for document files; unset: files under the data directory. */
    readonly s3:
      | { readonly bucket: string; readonly region: string; readonly endpoint: string | undefined }
      | undefined;
  };
  readonly sportsbook: {
    /** Whether this node makes fixtures and plays matches (through the job queue, once across nodes). */
    readonly feed: boolean;
    /** Match minutes per real minute: 1 plays in real time, 60 a minute per second (demos, tests). */
    readonly feedSpeed: number;
    /** How long an in-play bet waits, its prices re-checked, before it is accepted. */
    readonly betDelayMs: number;
  };
  /**
   * The aggregator studio's game server (apps/studio-server) and the secret both sides sign with.
   * `spawn`: no STUDIO_URL was given, so this server starts the studio beside itself (server.ts)
   * with a secret made for this run; an outside studio needs STUDIO_SHARED_SECRET in production.
   */
  readonly studio: {
    /** Where this server calls the studio; with `spawn` or `external`, health checks it answers. */
    readonly url: string;
    readonly publicUrl: string;
    readonly port: number;
    readonly sharedSecret: string;
    readonly launchTimeoutMs: number;
    readonly spawn: boolean;
    /** STUDIO_URL named a studio run elsewhere. */
    readonly external: boolean;
  };
  readonly captcha: {
    readonly mode: CaptchaMode;
    readonly provider: CaptchaProviderName;
    /** The vendor's widget and siteverify API (CAPTCHA_PROVIDER=turnstile); undefined for the self-hosted altcha. */
    readonly vendor: CaptchaVendorConfig | undefined;
  };
  /** The switched-on third-party adapters (tag manager, pixel, session tools, chat widget, fingerprint), told to the web app and allowed by the CSP. */
  readonly thirdParty: readonly ThirdPartyAdapterConfig[];
  readonly crash: {
    /** Whether crash rounds start on their own (on ready, and the watchdog each minute); tests turn it on when they need it. */
    readonly rounds: boolean;
    /** How long each crash round takes bets before its launch. */
    readonly bettingMs: number;
    /** Rounds of one published hash chain (then a new chain starts). */
    readonly chainLength: number;
  };
}

export interface CaptchaVendorConfig {
  /** Public: the web's widget shows it. */
  readonly siteKey: string;
  /** Private: sent to the siteverify API only. */
  readonly secret: string;
  /** The widget's script, loaded by the web only when a form needs a captcha (and allowed by the CSP). */
  readonly scriptUrl: string;
  /** Where the server checks a token (siteverify). */
  readonly verifyUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return Object.freeze({
    environment: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    http: Object.freeze({
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      // Behind a proxy every connection comes from the proxy's address: the proxy caps per client.
      maxConnectionsPerAddress:
        values.MAX_CONNECTIONS_PER_ADDRESS ?? (values.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    }),
    database: Object.freeze({
      url: values.DATABASE_URL,
      dataDir: values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR),
      poolSize: values.DATABASE_POOL_SIZE,
    }),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? serverPaths.webDistDir),
    gameClientDistDir: path.resolve(
      values.GAME_CLIENT_DIST_DIR ?? path.join(serverPaths.packageRoot, '../game-client/dist'),
    ),
    sportsbookWidgetDistDir: path.resolve(
      values.SPORTSBOOK_WIDGET_DIST_DIR ?? path.join(serverPaths.packageRoot, '../sportsbook/dist'),
    ),
    contentDir: path.resolve(values.CONTENT_DIR ?? serverPaths.contentDir),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    countryHeader: values.COUNTRY_HEADER,
    auth: Object.freeze({
      jwtSecret: values.JWT_SECRET,
      accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
      sessionTtlDays: values.SESSION_TTL_DAYS,
      adminToken: values.ADMIN_TOKEN,
      autologinTokenTtlSeconds: values.AUTOLOGIN_TOKEN_TTL_SECONDS,
      telegramBotToken: values.TELEGRAM_BOT_TOKEN,
      telegramAuthMaxAgeSeconds: values.TELEGRAM_AUTH_MAX_AGE_SECONDS,
      oidcProviders: parseOidcProviders(values.OIDC_PROVIDERS),
    }),
    mail: Object.freeze({
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      mailboxKey: values.SMTP_URL
        ? undefined
        : (values.MAILBOX_KEY ?? randomBytes(MAILBOX_KEY_BYTES).toString('base64url')),
    }),
    realtime: Object.freeze({ redisUrl: values.REDIS_URL, sessionCheckIntervalMs: values.REALTIME_SESSION_CHECK_MS }),
    payment: Object.freeze({ sandboxSecret: values.PAYMENT_SANDBOX_SECRET }),
    kyc: Object.freeze({
      withdrawalThreshold: values.KYC_WITHDRAWAL_THRESHOLD,
      lifetimeWithdrawalThreshold: values.KYC_LIFETIME_WITHDRAWAL_THRESHOLD,
      firstWithdrawal: values.KYC_FIRST_WITHDRAWAL,
      s3: values.KYC_S3_BUCKET
        ? { bucket: values.KYC_S3_BUCKET, region: values.KYC_S3_REGION, endpoint: values.KYC_S3_ENDPOINT }
        : undefined,
    }),
    bonus: Object.freeze({ wagerMultiplierCaps: parseWagerMultiplierCaps(values.BONUS_MAX_WAGER_MULTIPLIER) }),
    sportsbook: Object.freeze({
      // The feed makes fixtures and plays matches on the job queue; tests turn it on when they need it.
      feed: (values.SPORTSBOOK_FEED ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      feedSpeed: values.SPORTSBOOK_FEED_SPEED,
      betDelayMs: values.SPORTSBOOK_BET_DELAY_MS,
    }),
    crash: Object.freeze({
      rounds: (values.CRASH_ROUNDS ?? (values.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      bettingMs: values.CRASH_BETTING_MS,
      chainLength: values.CRASH_CHAIN_LENGTH,
    }),
    studio: studioConfig(values),
    // Tests turn it on when they need it: their many sign-ins and registrations from one address would trip it.
    captcha: Object.freeze({
      mode: values.CAPTCHA_MODE ?? (values.NODE_ENV === 'test' ? 'off' : 'on-failures'),
      provider: values.CAPTCHA_PROVIDER,
      vendor: captchaVendorConfig(values),
    }),
    thirdParty: thirdPartyAdapters(values),
  });
}

/** The vendor captcha's settings: a vendor without its key and secret would refuse every form, so it does not start. */
function captchaVendorConfig(values: z.infer<typeof environmentSchema>): CaptchaVendorConfig | undefined {
  if (values.CAPTCHA_PROVIDER === 'altcha') return undefined;
  const missing = (['CAPTCHA_SITE_KEY', 'CAPTCHA_SECRET'] as const).filter((name) => values[name] === undefined);
  if (values.CAPTCHA_SITE_KEY === undefined || values.CAPTCHA_SECRET === undefined) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.map((name) => `${name}: required with CAPTCHA_PROVIDER=${values.CAPTCHA_PROVIDER}`).join('\n  ')}`,
    );
  }
  return Object.freeze({
    siteKey: values.CAPTCHA_SITE_KEY,
    secret: values.CAPTCHA_SECRET,
    scriptUrl: values.CAPTCHA_SCRIPT_URL ?? DEFAULT_CAPTCHA_SCRIPT_URL,
    verifyUrl: values.CAPTCHA_VERIFY_URL ?? DEFAULT_CAPTCHA_VERIFY_URL,
  });
}

/** Bytes of the studio secret made for one run when none is configured (a child studio, development, tests). */
const STUDIO_SECRET_BYTES = 32;

/** The studio's port when STUDIO_PORT is unset and nothing picked one (tests, tools): `npm start` picks a free one (loadServerConfig). */
const DEFAULT_STUDIO_PORT = 3100;

function studioConfig(values: z.infer<typeof environmentSchema>): AppConfig['studio'] {
  const port = values.STUDIO_PORT ?? DEFAULT_STUDIO_PORT;
  const url = (values.STUDIO_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
  // Tests start their own studio; anywhere else, no STUDIO_URL means this server runs one.
  const spawn = values.STUDIO_URL === undefined && values.NODE_ENV !== 'test';
  if (
    values.STUDIO_URL !== undefined &&
    values.NODE_ENV === 'production' &&
    values.STUDIO_SHARED_SECRET === undefined
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  STUDIO_SHARED_SECRET: required in production with an outside studio (STUDIO_URL)',
    );
  }
  return Object.freeze({
    url,
    publicUrl: (values.STUDIO_PUBLIC_URL ?? (values.STUDIO_URL ? url : `http://localhost:${port}`)).replace(/\/$/, ''),
    port,
    sharedSecret: values.STUDIO_SHARED_SECRET ?? randomBytes(STUDIO_SECRET_BYTES).toString('base64url'),
    launchTimeoutMs: values.STUDIO_LAUNCH_TIMEOUT_MS,
    spawn,
    external: values.STUDIO_URL !== undefined,
  });
}

/** The UK caps bonus wagering at 10× from 2026. */
const DEFAULT_WAGER_MULTIPLIER_CAPS: Readonly<Record<string, number>> = { GB: 10 };

/** `GB:10,NL:5`: a whole multiplier of at least 1 per ISO country code; unset or empty: the UK's cap alone. */
function parseWagerMultiplierCaps(value: string | undefined): Readonly<Record<string, number>> {
  if (value === undefined || value.trim() === '') return DEFAULT_WAGER_MULTIPLIER_CAPS;
  const caps: Record<string, number> = {};
  for (const pair of value.split(',')) {
    const [country, cap, ...rest] = pair.split(':').map((part) => part.trim());
    const multiplier = Number(cap);
    if (
      !country ||
      !/^[A-Za-z]{2}$/.test(country) ||
      rest.length > 0 ||
      !Number.isInteger(multiplier) ||
      multiplier < 1 ||
      multiplier > 1_000
    ) {
      throw new ConfigError(
        `Invalid configuration:\n  BONUS_MAX_WAGER_MULTIPLIER: "${pair.trim()}" is not COUNTRY:MULTIPLIER (a whole number from 1 to 1000)`,
      );
    }
    caps[country.toUpperCase()] = multiplier;
  }
  return Object.freeze(caps);
}

function parseOidcProviders(json: string | undefined): OidcProviderConfig[] {
  if (!json) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ConfigError('Invalid configuration:\n  OIDC_PROVIDERS: must be a JSON array');
  }
  const parsed = z.array(oidcProviderSchema).safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `OIDC_PROVIDERS.${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/**
 * The configuration of `npm start`: a studio this server starts itself gets a free port unless
 * STUDIO_PORT names one, so a second server on the same machine (a second checkout, a test beside
 * a running site) starts its own studio instead of finding the port taken and its games dead.
 */
export async function loadServerConfig(environment: NodeJS.ProcessEnv = process.env): Promise<AppConfig> {
  const config = loadConfig(environment);
  if (!config.studio.spawn || (environment.STUDIO_PORT ?? '') !== '') return config;
  return loadConfig({ ...environment, STUDIO_PORT: String(await freePort()) });
}
