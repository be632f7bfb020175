import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads from the environment; the only place `process.env` is read. */
const envSchema = z.object({
  SERVER_HOST: z.string().min(1).default('127.0.0.1'),
  SERVER_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** `postgres://…` for PostgreSQL, `memory://` for a throw-away PGlite; unset: PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?|memory):\/\//,
      'DATABASE_URL must start with postgres://, postgresql:// or memory://',
    )
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag.default(false),
  /** Time given to in-flight requests on shutdown before the process gives up on them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };

export interface ServerConfig {
  host: string;
  port: number;
  database: DatabaseTarget;
  seedDemoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logPretty: boolean;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once; a bad value stops start-up with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const database: DatabaseTarget = !e.DATABASE_URL
    ? { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') }
    : e.DATABASE_URL.startsWith('memory://')
      ? { kind: 'pglite', dataDir: null }
      : { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX };
  return {
    host: e.SERVER_HOST,
    port: e.SERVER_PORT,
    database,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
