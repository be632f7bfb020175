import path from 'node:path';
import { z } from 'zod';
import {
  HOSTING_ENVIRONMENT_PATTERN,
  parseDsn,
  reportingEnvironment,
  type Dsn,
} from '@sportsbook/contract/error-reporting';
import { PROVIDERS } from '@sportsbook/contract/vocabulary';
import serverPackage from '../package.json';
import type { DatabaseTarget } from '@/db/client';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  OWASP_SCRYPT_COST,
  scaledRateLimits,
  type SiteConfig,
} from '@/http/config';
import { isProxyEntry } from '@/http/trusted-proxies';
import { defaultPushConfig, type PushConfig } from '@/push/config';
import type { PushSecretsSource } from '@/push/secrets';
import { vapidKeysProblem, type VapidKeysSource } from '@/push/vapid-keys';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Every setting the server reads from the environment; the only place `process.env` is read. Site
 * settings an operator changes (features, blocked countries, reminders, cookie consent) are the
 * stored site configuration instead (issue 16: seed/site-config.json, the operator API).
 */
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
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  /** HS256 secret of the real-time tokens; unset: generated into DATA_DIR (loopback only). */
  PUSH_TOKEN_SECRET: z.string().min(32).optional(),
  /** Key of the embedded Centrifugo-compatible HTTP API; unset: generated like the secret. */
  PUSH_API_KEY: z.string().min(16).optional(),
  /** Bearer key of the operator API (/api/operator); unset: that API answers 403. */
  OPERATOR_API_KEY: z.string().min(32).optional(),
  PUSH_PING_INTERVAL_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  PUSH_HISTORY_SIZE: z.coerce.number().int().min(0).max(100_000).default(100),
  PUSH_HISTORY_TTL_S: z.coerce.number().int().min(1).max(86_400).default(300),
  PUSH_TOKEN_TTL_S: z.coerce.number().int().min(30).max(86_400).default(900),
  /** Real-time caps: beyond the connections a socket closes 3504, beyond the subscriptions 106. */
  PUSH_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  PUSH_MAX_SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).max(100_000).default(128),
  /** Channel streams kept in history; the least recently used is dropped beyond it. */
  PUSH_HISTORY_MAX_CHANNELS: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /** External Centrifugo HTTP API (e.g. http://centrifugo:8000/api); set with CENTRIFUGO_API_KEY. */
  CENTRIFUGO_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CENTRIFUGO_API_KEY: z.string().min(1).optional(),
  /** Site whose league priorities apply (spec §3 per-site priority). */
  SITE_ID: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .default('default'),
  /** Locales whose public channels the feed publishes to (comma list). */
  SITE_LOCALES: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Z]{2})?(,[a-z]{2,3}(-[A-Z]{2})?)*$/, 'a comma list like en,de,ar')
    .default('en,de,pt,ar'),
  FEED_ENABLED: booleanFlag.default(true),
  FEED_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(20261122),
  /** Match time runs this many times faster than wall time (demos and tests). */
  FEED_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  FEED_TICK_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Mounts the dev/test control API /api/dev (also on with NODE_ENV=development); off otherwise. */
  DEV_API_ENABLED: booleanFlag.default(false),
  /** Spec §5: sign-in and sign-up can each be switched off. */
  SIGN_IN_ENABLED: booleanFlag.default(true),
  SIGN_UP_ENABLED: booleanFlag.default(true),
  PHONE_VERIFICATION_REQUIRED: booleanFlag.default(false),
  /** Caller country when the proxy sends no X-Country header. */
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  /** Public web origin: links in emails point there. */
  WEB_PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
  /**
   * The demo host page (issue 17): a casino-like page on its own port that frames the web; 0 or
   * unset: not started. `npm start` sets 4300.
   */
  HOST_DEMO_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The sportsbook page the demo host frames; default WEB_PUBLIC_URL. */
  HOST_DEMO_FRAME_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Extra origins allowed to change state with the session cookie (comma list). */
  ALLOWED_ORIGINS: z
    .string()
    .refine(
      (value) => splitList(value).every((origin) => isOrigin(origin)),
      'a comma list of origins like https://example.com',
    )
    .default(''),
  // demo mode: money that is not real (each unset one follows DEMO_PAYMENTS)
  /** Demo mode: the demo payment provider, the test-payment group, email links in the log. */
  DEMO_PAYMENTS: booleanFlag.optional(),
  /** Where deposits go: `demo` (demo mode only) or `none` (deposits answer 503). */
  PAYMENT_PROVIDER: z.enum(['demo', 'none']).optional(),
  /** Email domains whose confirmed players join the test-payment group (demo mode only). */
  TEST_PAYMENT_EMAIL_DOMAINS: z
    .string()
    .regex(/^([a-z0-9.-]+(,[a-z0-9.-]+)*)?$/, 'a comma list of domains like test.example')
    .optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Minutes a looser user limit or a removal waits before the player may confirm it. */
  LIMIT_COOLING_PERIOD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 24 * 60)
    .default(24 * 60),
  /** Providers whose selections may go as several singles in one placement (spec §5). */
  MULTI_SINGLE_PROVIDERS: z
    .string()
    .refine(
      (value) => splitList(value).every((p) => (PROVIDERS as readonly string[]).includes(p)),
      `a comma list of ${PROVIDERS.join(', ')}`,
    )
    .default('betconstruct'),
  /** Spec §3 isMultiActiveFreebetsAllowed: a player may hold and choose among several freebets. */
  MULTI_ACTIVE_FREEBETS_ALLOWED: booleanFlag.default(false),
  /** Multiplies every rate-limit budget (many players behind one address, e2e from loopback). */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  /** log2 of scrypt's N for new password hashes; below 17 (OWASP's minimum) only outside production. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),

  // Trust boundary: which peers' forwarded headers count, the cookie's Secure flag, unknown countries
  /** Proxies whose X-Forwarded-For/-Proto/-Host and X-Country are believed (comma list; empty: none). */
  TRUSTED_PROXIES: z
    .string()
    .refine(
      (value) => splitList(value).every(isProxyEntry),
      'a comma list of addresses, CIDR ranges or loopback, linklocal, uniquelocal',
    )
    .default('loopback'),
  /** Secure flag of the session cookie: `auto` (https public URL or trusted https proxy), or forced. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Refuse unknown-country callers while the site blocks countries (default: in production). */
  BLOCK_UNKNOWN_COUNTRY: booleanFlag.optional(),

  // Web Push (issue 14): bet won, cashout paid and deposit credited sent to subscribed browsers
  WEB_PUSH_ENABLED: booleanFlag.default(true),
  /** The VAPID key pair (base64url, as web-push generate-vapid-keys prints); unset: generated. */
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().regex(BASE64URL, 'a base64url key').optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().regex(BASE64URL, 'a base64url key').optional(),
  /** VAPID contact the push services may write to about this sender: mailto: or https: URL. */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
    .default('mailto:operator@example.com'),
  /** Push service hosts subscriptions may point at (comma list, `*.` for subdomains). */
  WEB_PUSH_ALLOWED_HOSTS: z
    .string()
    .regex(
      /^(\*\.)?[a-z0-9.-]+(,(\*\.)?[a-z0-9.-]+)*$/,
      'a comma list of hosts like fcm.googleapis.com,*.push.apple.com',
    )
    .optional(),

  // Error reporting (issue 17, spec §8, §9): a Sentry DSN; unset or empty: not reported
  /** Where the server reports its own 5xx failures, e.g. https://key@o1.ingest.sentry.io/42. */
  SENTRY_DSN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .refine((value) => parseDsn(value) !== null, 'a DSN like https://key@host/42')
      .optional(),
  ),
  /** Release id reported with every event; unset: sportsbook-server@<package version>. */
  SENTRY_RELEASE: z
    .string()
    .regex(/^[A-Za-z0-9_.+@-]{1,200}$/)
    .optional(),
  /** Hosting environment name; unset: 'production', else reported as `hosted-<name>` (spec §9). */
  HOSTING_ENVIRONMENT: z.string().regex(HOSTING_ENVIRONMENT_PATTERN).optional(),
  /** Turns on the local error sink: POST /api/{project}/envelope/ with this DSN key is kept. */
  ERROR_SINK_KEY: z
    .string()
    .regex(/^\w{8,64}$/, '8 to 64 letters, digits or _ (a Sentry DSN key)')
    .optional(),
});

/**
 * Site settings that were env vars until issue 16 moved them to the site configuration: a start
 * that still sets one stops, rather than silently ignore it (a blocked country must not open).
 */
const MOVED_TO_SITE_CONFIG: Record<string, string> = {
  BLOCKED_COUNTRIES: 'blocked_countries',
  FEATURE_RESPONSIBLE_GAMBLING: 'features.responsible_gambling',
  FEATURE_ACTIVITY_TRACKING: 'features.activity_tracking',
  FEATURE_JACKPOTS: 'features.jackpots',
  COOKIE_CONSENT_REQUIRED: 'cookie_consent_required',
  SIGN_UP_REMINDER_SECONDS: 'sign_up_reminder_seconds',
  DEPOSIT_REMINDER_ENABLED: 'deposit_reminder.show',
  DEPOSIT_REMINDER_AFTER_SECONDS: 'deposit_reminder.remind_after_seconds',
  DEPOSIT_REMINDER_GROUP: 'deposit_reminder.player_group_id',
};

const movedProblems = (env: NodeJS.ProcessEnv): string[] =>
  Object.entries(MOVED_TO_SITE_CONFIG)
    .filter(([name]) => env[name] !== undefined)
    .map(
      ([name, field]) =>
        `${name}: now the site configuration's ${field} (seed/site-config.json or PATCH /api/operator/site-config); unset it`,
    );

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/** The site switches the environment sets (the clock and rate limits keep their defaults). */
export type SiteEnvConfig = Pick<
  SiteConfig,
  | 'signInEnabled'
  | 'signUpEnabled'
  | 'phoneVerificationRequired'
  | 'defaultCountry'
  | 'webPublicUrl'
  | 'allowedOrigins'
  | 'testPaymentEmailDomains'
  | 'demoMode'
  | 'paymentProvider'
  | 'sessionTtlMs'
  | 'limitCoolingPeriodMs'
  | 'passwordCost'
  | 'multiSingleProviders'
  | 'multiActiveFreebets'
  | 'rateLimits'
  | 'trustedProxies'
  | 'cookieSecure'
  | 'blockUnknownCountry'
  | 'webPushEndpoints'
>;

export interface ServerConfig {
  host: string;
  port: number;
  database: DatabaseTarget;
  seedDemoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logPretty: boolean;
  shutdownTimeoutMs: number;
  push: Omit<PushConfig, 'tokenSecret' | 'apiKey'>;
  /** The operator's push secrets; main generates the missing ones (push/secrets.ts). */
  pushSecrets: PushSecretsSource;
  /** Web Push sending; null: off (GET /settings push_public_key null). */
  webPush: WebPushConfig | null;
  /** The demo host page (src/host-demo); null: not started. */
  hostDemo: { port: number; frameUrl: string } | null;
  site: string;
  locales: string[];
  feed: FeedConfig;
  devApi: boolean;
  /** Key of the operator API; null: off. */
  operatorApiKey: string | null;
  validateResponses: boolean;
  platform: SiteEnvConfig;
  /** The server's own error reporting; null: off (no SENTRY_DSN). */
  errorReporting: { dsn: Dsn; environment: string; release: string } | null;
  /** The local error sink's DSN key; null: the ingest endpoint is not mounted. */
  errorSinkKey: string | null;
}

/** Web Push: the VAPID keys (main generates them when unset) and the contact in every JWT. */
export interface WebPushConfig {
  vapidKeys: VapidKeysSource;
  subject: string;
}

/** The simulated feed: on by default so a new install is alive. */
export interface FeedConfig {
  enabled: boolean;
  seed: number;
  speed: number;
  tickMs: number;
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
  const demo = demoPayments(e);
  const problems = [
    ...movedProblems(env),
    ...pushProblems(e),
    ...webPushProblems(e),
    ...demo.problems,
    ...passwordCostProblems(e),
  ];
  if (problems.length > 0) {
    throw new ConfigError(`Invalid server environment:\n  ${problems.join('\n  ')}`);
  }
  const database: DatabaseTarget = !e.DATABASE_URL
    ? { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') }
    : e.DATABASE_URL.startsWith('memory://')
      ? { kind: 'pglite', dataDir: null }
      : { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX };
  // a throw-away database keeps its generated secrets in memory too
  const secretsDir =
    database.kind === 'pglite' && database.dataDir === null ? null : path.resolve(e.DATA_DIR);
  return {
    host: e.SERVER_HOST,
    port: e.SERVER_PORT,
    database,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    push: {
      ...defaultPushConfig,
      pingIntervalMs: e.PUSH_PING_INTERVAL_MS,
      historySize: e.PUSH_HISTORY_SIZE,
      historyTtlS: e.PUSH_HISTORY_TTL_S,
      tokenTtlS: e.PUSH_TOKEN_TTL_S,
      maxConnectionsPerIp: e.PUSH_MAX_CONNECTIONS_PER_IP,
      maxSubscriptionsPerConnection: e.PUSH_MAX_SUBSCRIPTIONS_PER_CONNECTION,
      historyMaxChannels: e.PUSH_HISTORY_MAX_CHANNELS,
      centrifugo:
        e.CENTRIFUGO_API_URL && e.CENTRIFUGO_API_KEY
          ? { apiUrl: e.CENTRIFUGO_API_URL, apiKey: e.CENTRIFUGO_API_KEY }
          : null,
    },
    pushSecrets: {
      tokenSecret: e.PUSH_TOKEN_SECRET ?? null,
      apiKey: e.PUSH_API_KEY ?? null,
      dir: secretsDir,
    },
    webPush: e.WEB_PUSH_ENABLED
      ? {
          vapidKeys: {
            keys:
              e.WEB_PUSH_VAPID_PUBLIC_KEY && e.WEB_PUSH_VAPID_PRIVATE_KEY
                ? {
                    publicKey: e.WEB_PUSH_VAPID_PUBLIC_KEY,
                    privateKey: e.WEB_PUSH_VAPID_PRIVATE_KEY,
                  }
                : null,
            dir: secretsDir,
          },
          subject: e.WEB_PUSH_SUBJECT,
        }
      : null,
    hostDemo:
      e.HOST_DEMO_PORT > 0
        ? { port: e.HOST_DEMO_PORT, frameUrl: e.HOST_DEMO_FRAME_URL ?? e.WEB_PUBLIC_URL }
        : null,
    site: e.SITE_ID,
    locales: e.SITE_LOCALES.split(','),
    feed: {
      enabled: e.FEED_ENABLED,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      tickMs: e.FEED_TICK_MS,
    },
    // fail closed: the outbox and feed control are mounted only when asked for
    devApi: e.DEV_API_ENABLED || e.NODE_ENV === 'development',
    operatorApiKey: e.OPERATOR_API_KEY ?? null,
    validateResponses: e.NODE_ENV !== 'production',
    errorReporting: errorReporting(e),
    errorSinkKey: e.ERROR_SINK_KEY ?? null,
    platform: {
      signInEnabled: e.SIGN_IN_ENABLED,
      signUpEnabled: e.SIGN_UP_ENABLED,
      phoneVerificationRequired: e.PHONE_VERIFICATION_REQUIRED,
      defaultCountry: e.DEFAULT_COUNTRY?.toUpperCase() ?? null,
      webPublicUrl: e.WEB_PUBLIC_URL,
      allowedOrigins: splitList(e.ALLOWED_ORIGINS),
      testPaymentEmailDomains: demo.testPaymentEmailDomains,
      demoMode: demo.demoMode,
      paymentProvider: demo.paymentProvider,
      sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
      limitCoolingPeriodMs: e.LIMIT_COOLING_PERIOD_MINUTES * 60 * 1000,
      multiSingleProviders: splitList(e.MULTI_SINGLE_PROVIDERS),
      multiActiveFreebets: e.MULTI_ACTIVE_FREEBETS_ALLOWED,
      rateLimits: scaledRateLimits(e.RATE_LIMIT_SCALE),
      passwordCost: { ...OWASP_SCRYPT_COST, N: 2 ** e.PASSWORD_HASH_COST },
      trustedProxies: splitList(e.TRUSTED_PROXIES),
      cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
      blockUnknownCountry: e.BLOCK_UNKNOWN_COUNTRY ?? e.NODE_ENV === 'production',
      webPushEndpoints: {
        allowedHosts: e.WEB_PUSH_ALLOWED_HOSTS
          ? splitList(e.WEB_PUSH_ALLOWED_HOSTS)
          : DEFAULT_PUSH_SERVICE_HOSTS,
        // a local receiver for tests and development; production posts to push services only
        loopback: e.NODE_ENV !== 'production',
      },
    },
  };
}

function errorReporting(e: z.infer<typeof envSchema>): ServerConfig['errorReporting'] {
  const dsn = e.SENTRY_DSN ? parseDsn(e.SENTRY_DSN) : null;
  if (!dsn) return null;
  return {
    dsn,
    environment: reportingEnvironment(e.HOSTING_ENVIRONMENT),
    release: e.SENTRY_RELEASE ?? `sportsbook-server@${serverPackage.version}`,
  };
}

/**
 * Demo mode is on outside production (`npm start` runs a demo) and off in production; the demo
 * provider and test-payment domains credit money nobody paid, so they are refused outside demo
 * mode: production runs them only when DEMO_PAYMENTS=true says so.
 */
function demoPayments(e: z.infer<typeof envSchema>) {
  const demoMode = e.DEMO_PAYMENTS ?? e.NODE_ENV !== 'production';
  const provider = e.PAYMENT_PROVIDER ?? (demoMode ? 'demo' : 'none');
  const domains = splitList(e.TEST_PAYMENT_EMAIL_DOMAINS ?? (demoMode ? 'test.example' : ''));
  const problems: string[] = [];
  if (!demoMode && provider === 'demo') {
    problems.push(
      'PAYMENT_PROVIDER=demo credits any amount a player asks for: unset it (or set none), or set DEMO_PAYMENTS=true to run a demo',
    );
  }
  if (!demoMode && domains.length > 0) {
    problems.push(
      'TEST_PAYMENT_EMAIL_DOMAINS gives players quick deposits of demo money: unset it, or set DEMO_PAYMENTS=true to run a demo',
    );
  }
  return {
    demoMode,
    paymentProvider: provider === 'demo' ? ('demo' as const) : null,
    testPaymentEmailDomains: domains,
    problems,
  };
}

/** The VAPID pair: both or neither, and a matching P-256 pair. */
function webPushProblems(e: z.infer<typeof envSchema>): string[] {
  const publicKey = e.WEB_PUSH_VAPID_PUBLIC_KEY;
  const privateKey = e.WEB_PUSH_VAPID_PRIVATE_KEY;
  if (!publicKey && !privateKey) return [];
  if (!publicKey || !privateKey)
    return ['WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY: set both or neither'];
  const problem = vapidKeysProblem({ publicKey, privateKey });
  return problem === null ? [] : [`WEB_PUSH_VAPID_PUBLIC_KEY/PRIVATE_KEY: ${problem}`];
}

/** Rules across variables: Centrifugo needs URL, key and the token secret it shares with us. */
function pushProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (Boolean(e.CENTRIFUGO_API_URL) !== Boolean(e.CENTRIFUGO_API_KEY)) {
    problems.push('CENTRIFUGO_API_URL and CENTRIFUGO_API_KEY: set both or neither');
  }
  if (e.CENTRIFUGO_API_URL && !e.PUSH_TOKEN_SECRET) {
    // a generated secret would sign tokens the external Centrifugo refuses
    problems.push(
      "PUSH_TOKEN_SECRET: set Centrifugo's token secret when CENTRIFUGO_API_URL is set",
    );
  }
  return problems;
}

/** A cheap password hash is for test pairs only: production keeps at least OWASP's cost. */
function passwordCostProblems(e: z.infer<typeof envSchema>): string[] {
  const minimum = Math.log2(OWASP_SCRYPT_COST.N);
  return e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < minimum
    ? [`PASSWORD_HASH_COST: at least ${minimum} in production`]
    : [];
}
