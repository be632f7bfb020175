import { PROVIDERS, SPORT_TYPES } from '@sportsbook/betting/vocabulary';
import { z } from 'zod';
import { isProxyEntry } from '@/config/proxy-entry';

/** An unset or empty variable takes the default (an empty string in a container env is "unset"). */
const url = (protocols: RegExp, fallback: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: protocols })
      .default(fallback)
      .transform((value) => value.replace(/\/+$/, '')),
  );

const list = z.preprocess(
  (value) =>
    typeof value !== 'string' || value === ''
      ? value === ''
        ? undefined
        : value
      : value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
  z.array(z.string().regex(/^[a-z0-9_-]+$/)),
);

const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
);

/** A comma list whose every entry passes `valid`; unset or empty: undefined (the caller's default). */
const entries = (valid: (entry: string) => boolean, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== ''
        ? value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean)
        : undefined,
    z.array(z.string().refine(valid, message)).optional(),
  );

/** A Sentry DSN: `http(s)://{key}@{host}[/{path}]/{project}` (parsed in src/api/reporting-config). */
const DSN = /^https?:\/\/\w{1,64}@[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~-]+)*\/\d{1,20}\/?$/;

/** A CSP source: a scheme+host[:port] origin, its host may start with `*.` (no path, no `;`). */
const ORIGIN_SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** frame-ancestors entries: `'self'`, `'none'` (quotes optional) or origins, quoted as CSP wants. */
const frameAncestors = entries(
  (entry) => /^'?(self|none)'?$/.test(entry) || ORIGIN_SOURCE.test(entry),
  "'self', 'none' or origins like https://casino.example",
).transform((list) => list?.map((entry) => entry.replace(/^'?(self|none)'?$/, "'$1'")));

/**
 * Every setting the web reads from the environment. Server-side only and read at request time
 * (never NEXT_PUBLIC_): one build is started against backends on different hosts and ports.
 */
const envSchema = z.object({
  /** Sportsbook API v2/v3 base, without the version segment. */
  SPORTSBOOK_API_URL: url(/^https?$/, 'http://127.0.0.1:4000/api/sportsbook'),
  /** Casino-platform account API base. */
  PLATFORM_API_URL: url(/^https?$/, 'http://127.0.0.1:4000/api/platform'),
  /** Spec §7 virtual wallet base ({virtual wallet}/{provider}/launch): racing and lotteries. */
  VIRTUAL_WALLET_API_URL: url(/^https?$/, 'http://127.0.0.1:4000/api/virtual-wallet'),
  /** Centrifugo-protocol WebSocket endpoint, handed to the browser by the server when needed. */
  PUSH_URL: url(/^wss?$/, 'ws://127.0.0.1:4000/connection/websocket'),
  /** Public origin used for canonical and alternate links; unset: taken from the request host. */
  SITE_URL: optionalUrl,
  /** Hosts the image proxy (/api/image, spec §7) may fetch https images from (comma list). */
  IMAGE_HOSTS: entries(
    (entry) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(entry),
    'host names like cdn.example.com',
  ).transform((list) => list?.map((host) => host.toLowerCase()) ?? []),
  /** Feature flags (spec §5): sport types and providers whose live events are shown (comma lists). */
  ENABLED_SPORT_TYPES: list.default([...SPORT_TYPES]),
  ENABLED_PROVIDERS: list.default([...PROVIDERS]),
  // site settings (balance, share bet, floating ticket, chat) come from the site configuration

  // Trust boundary and page headers
  /** Upstream proxies whose X-Forwarded-* and X-Country are believed (comma list); unset: none. */
  TRUSTED_PROXIES: entries(isProxyEntry, 'an address, a CIDR range or loopback'),
  /** Who may frame the site (CSP frame-ancestors); unset: 'self'. */
  FRAME_ANCESTORS: frameAncestors,
  /** Origins the site may frame besides itself and the chat: payment or stream providers. */
  FRAME_SRC: entries((entry) => ORIGIN_SOURCE.test(entry), 'origins like https://pay.example'),

  // Error reporting (issue 17, spec §8, §9); handed to the browser at request time
  /** Sentry DSN of the web (browser and server); unset or empty: nothing is reported. */
  SENTRY_DSN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().regex(DSN, 'a DSN like https://key@host/42').optional(),
  ),
  /** Release id; unset: sportsbook-web@<package version>+<build id>. */
  SENTRY_RELEASE: z
    .string()
    .regex(/^[A-Za-z0-9_.+@-]{1,200}$/)
    .optional(),
  /** Performance tracing (every trace sampled, spec §9); off unless `true`. */
  SENTRY_TRACING: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Hosting environment name; unset: 'production', else reported as `hosted-<name>`. */
  HOSTING_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,60}$/)
    .optional(),
  /** The test pair's switch (shared with the server's dev API): the web's dev-only pages. */
  DEV_API_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type ServerEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Validates an environment; a bad value fails with every problem listed. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`Invalid web environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Next's server runtime of this module ('nodejs' or 'edge'), for instrumentation.ts. */
export const serverRuntime = (): string | undefined => process.env.NEXT_RUNTIME;

/** `next dev` rather than a production build (Next inlines NODE_ENV when it builds). */
export const isDevelopment = process.env.NODE_ENV === 'development';

let cached: ServerEnv | undefined;

/** The validated environment, parsed on first use at run time and then kept. */
export function serverEnv(): ServerEnv {
  if (typeof window !== 'undefined') {
    throw new EnvError(
      'serverEnv() is server-only: the browser talks to the same-origin /api proxy',
    );
  }
  cached ??= parseEnv(process.env);
  return cached;
}
