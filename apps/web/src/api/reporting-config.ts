import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportingEnvironment } from '@sportsbook/contract/error-reporting';
import type { ReportingConfig } from '@/lib/error-reporting/options';
import { isDevelopment, serverEnv, type ServerEnv } from '@/config/env';

/** Same-origin path the browser posts its envelopes to (app/api/error-reports/route.ts). */
export const REPORTING_TUNNEL = '/api/error-reports';

let build: { id: string | null; version: string } | undefined;

/** The web package's version and the running build's id (`.next/BUILD_ID`, null under dev). */
function currentBuild(): { id: string | null; version: string } {
  if (!build) {
    const read = (...parts: string[]) => {
      try {
        return readFileSync(path.join(process.cwd(), ...parts), 'utf8');
      } catch {
        return null;
      }
    };
    const pkg = JSON.parse(read('package.json') ?? '{}') as { version?: unknown };
    build = {
      id: read('.next', 'BUILD_ID')?.trim() || null,
      version: typeof pkg.version === 'string' ? pkg.version : '0.0.0',
    };
  }
  return build;
}

/** Spec §9 release id: SENTRY_RELEASE, else the package version and the build id. */
export function releaseId(
  env: Pick<ServerEnv, 'SENTRY_RELEASE'>,
  current: { id: string | null; version: string },
): string {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  const suffix = current.id && !isDevelopment ? `+${current.id}` : '';
  return `sportsbook-web@${current.version}${suffix}`;
}

/** The browser's reporting configuration; null (reporting off) without a DSN. */
export function browserReportingConfig(env: ServerEnv = serverEnv()): ReportingConfig | null {
  if (!env.SENTRY_DSN) return null;
  return {
    dsn: env.SENTRY_DSN,
    tunnel: REPORTING_TUNNEL,
    environment: reportingEnvironment(env.HOSTING_ENVIRONMENT),
    release: releaseId(env, currentBuild()),
    tracing: env.SENTRY_TRACING,
  };
}
