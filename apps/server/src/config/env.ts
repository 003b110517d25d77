import path from 'node:path';
import { z } from 'zod';
import { serverPaths } from '../paths';

/**
 * The one place that reads the environment. Every variable is listed, with its default, in
 * `.env.example` at the repository root.
 */
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
  WEB_DIST_DIR: z.string().min(1).optional(),
  CONTENT_DIR: z.string().min(1).optional(),
});

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
  readonly database: DatabaseConfig;
  readonly webDistDir: string;
  readonly contentDir: string;
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
    database: Object.freeze({
      url: values.DATABASE_URL,
      dataDir: values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(values.DATA_DIR),
      poolSize: values.DATABASE_POOL_SIZE,
    }),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? serverPaths.webDistDir),
    contentDir: path.resolve(values.CONTENT_DIR ?? serverPaths.contentDir),
  });
}
