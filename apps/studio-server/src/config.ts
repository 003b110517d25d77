import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MIN_SHARED_SECRET_LENGTH } from '@casino/seamless-protocol';

/** The package root, one level above both src/config.ts and dist/studio-server.js. */
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  STUDIO_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  /** The studio's origin as players' browsers reach it: game URLs are made on it. */
  STUDIO_PUBLIC_URL: z.url().optional(),
  /** The platform's base URL for wallet calls (POST {PLATFORM_URL}/provider/aggregator/wallet/...). */
  PLATFORM_URL: z.url().default('http://127.0.0.1:3000'),
  /** The platform's site: the page allowed to frame the games. */
  PLATFORM_PUBLIC_URL: z.url().optional(),
  /**
   * Who may frame the platform's site in turn, comma-separated origins: a frame's every ancestor
   * must be allowed, so the messenger's web client (which runs the site as a mini-app) by default;
   * empty for none.
   */
  PLATFORM_FRAME_ANCESTORS: z
    .string()
    .default('https://web.telegram.org')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== ''),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((origin) => new URL(origin).origin)).max(20)),
  STUDIO_SHARED_SECRET: z
    .string()
    .min(MIN_SHARED_SECRET_LENGTH, `must be at least ${MIN_SHARED_SECRET_LENGTH} characters`)
    .optional(),
  /** PostgreSQL for the studio's own database; without it, PGlite under DATA_DIR/studio. */
  STUDIO_DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  GAME_CLIENT_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a wallet call may take before its answer counts as lost (a bet is then rolled back). */
  STUDIO_WALLET_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
  /** How often owed wallet calls (wins, rollbacks) are retried at the soonest. */
  STUDIO_RETRY_INTERVAL_MS: z.coerce.number().int().min(20).max(600_000).default(2_000),
});

export interface StudioConfig {
  readonly environment: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly platformUrl: string;
  readonly platformPublicUrl: string;
  /** Origins that frame the platform's site (the messenger's web client), allowed as the games' ancestors too. */
  readonly platformFrameAncestors: readonly string[];
  readonly sharedSecret: string;
  readonly database: { readonly url: string | undefined; readonly dataDir: string };
  readonly gameClientDistDir: string;
  readonly logLevel: string;
  readonly walletTimeoutMs: number;
  readonly retryIntervalMs: number;
}

export class StudioConfigError extends Error {}

export function loadStudioConfig(environment: NodeJS.ProcessEnv = process.env): StudioConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new StudioConfigError(
      `Invalid configuration:\n  ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ')}`,
    );
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.STUDIO_SHARED_SECRET === undefined) {
    throw new StudioConfigError(
      'Invalid configuration:\n  STUDIO_SHARED_SECRET: required in production (the platform signs with the same secret)',
    );
  }
  const dataDir = values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR, 'studio');
  return Object.freeze({
    environment: values.NODE_ENV,
    host: values.HOST,
    port: values.STUDIO_PORT,
    publicUrl: (values.STUDIO_PUBLIC_URL ?? `http://localhost:${values.STUDIO_PORT}`).replace(/\/$/, ''),
    platformUrl: values.PLATFORM_URL.replace(/\/$/, ''),
    platformPublicUrl: (values.PLATFORM_PUBLIC_URL ?? values.PLATFORM_URL).replace(/\/$/, ''),
    platformFrameAncestors: Object.freeze(values.PLATFORM_FRAME_ANCESTORS),
    // Development without a secret: one made for this run (the platform must be given the same to talk to it).
    sharedSecret: values.STUDIO_SHARED_SECRET ?? randomBytes(32).toString('base64url'),
    database: Object.freeze({ url: values.STUDIO_DATABASE_URL, dataDir }),
    gameClientDistDir: path.resolve(values.GAME_CLIENT_DIST_DIR ?? path.join(packageRoot, '../game-client/dist')),
    logLevel: values.LOG_LEVEL,
    walletTimeoutMs: values.STUDIO_WALLET_TIMEOUT_MS,
    retryIntervalMs: values.STUDIO_RETRY_INTERVAL_MS,
  });
}

export const studioPaths = { migrationsDir: path.join(packageRoot, 'drizzle') } as const;
