import { z } from 'zod';

/**
 * Error reporting (spec §7 Other, §8, §9): the DSN both apps read, the environment name they
 * report under, and the dev API listing of what the reference backend's sink received.
 */

/** A Sentry DSN taken apart: `{protocol}://{key}@{host}{path}/{project}`. */
export interface Dsn {
  protocol: 'http' | 'https';
  publicKey: string;
  /** Host and port, e.g. `127.0.0.1:4000`. */
  host: string;
  /** Path before the project id, '' for most DSNs. */
  path: string;
  projectId: string;
}

/** Parses a DSN; null for anything that is not one (so a bad value turns reporting off loudly). */
export function parseDsn(value: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const protocol = url.protocol.slice(0, -1);
  if (protocol !== 'http' && protocol !== 'https') return null;
  if (!/^\w{1,64}$/.test(url.username) || url.password !== '') return null;
  const match = /^(.*)\/(\d{1,20})\/?$/.exec(url.pathname);
  if (!match || url.search !== '' || url.hash !== '') return null;
  return {
    protocol,
    publicKey: url.username,
    host: url.host,
    path: match[1] ?? '',
    projectId: match[2] ?? '',
  };
}

/** Where a DSN's envelopes are posted (Sentry's ingest path). */
export function envelopeUrl(dsn: Dsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.path}/api/${dsn.projectId}/envelope/`;
}

/** The `X-Sentry-Auth` header of a direct (server-side) post. */
export function sentryAuthHeader(dsn: Dsn, client: string): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${client}`;
}

/** Prefix of every environment a hosting variable names, so none is taken for production. */
export const HOSTED_ENVIRONMENT_PREFIX = 'hosted-';

/**
 * Spec §9: the environment is 'production' unless the hosting variable (HOSTING_ENVIRONMENT)
 * supplies one, which is reported prefixed: `staging` -> `hosted-staging`.
 */
export function reportingEnvironment(hosting: string | undefined): string {
  const name = hosting?.trim().toLowerCase() ?? '';
  if (name === '' || name === 'production') return 'production';
  return `${HOSTED_ENVIRONMENT_PREFIX}${name.replace(/[^a-z0-9_.-]/g, '-').slice(0, 60)}`;
}

/** What the HOSTING_ENVIRONMENT variable may hold. */
export const HOSTING_ENVIRONMENT_PATTERN = /^[A-Za-z0-9_.-]{1,60}$/;

/** One item the sink received (GET /api/dev/error-reports). */
export const errorReportSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  project_id: z.string(),
  /** Envelope item type: event, transaction, session, client_report... */
  type: z.string(),
  /** The item's JSON payload (null when it was not JSON). */
  payload: z.unknown(),
});
export type ErrorReportWire = z.infer<typeof errorReportSchema>;

export const errorReportListSchema = z.object({
  reports: z.array(errorReportSchema),
  /** Items dropped because the sink was full (oldest first). */
  dropped: z.number().int(),
});
export type ErrorReportListWire = z.infer<typeof errorReportListSchema>;
