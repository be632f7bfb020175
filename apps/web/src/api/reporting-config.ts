import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportingEnvironment } from '@sportsbook/contract/error-reporting';
import type { ReportingConfig } from '@/lib/error-reporting/options';
import webPackage from '../../package.json';
import { isDevelopment, serverEnv, type ServerEnv } from '@/config/env';

/** Same-origin path the browser posts its envelopes to (app/api/error-reports/route.ts). */
export const REPORTING_TUNNEL = '/api/error-reports';

let buildId: string | null | undefined;

/** The running build's id (`.next/BUILD_ID`); null under `next dev` or when unreadable. */
function currentBuildId(): string | null {
  if (buildId === undefined) {
    try {
      buildId = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null;
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

/** Spec §9 release id: SENTRY_RELEASE, else the package version and the build id. */
export function releaseId(env: Pick<ServerEnv, 'SENTRY_RELEASE'>, build: string | null): string {
  if (env.SENTRY_RELEASE) return env.SENTRY_RELEASE;
  return `sportsbook-web@${webPackage.version}${build && !isDevelopment ? `+${build}` : ''}`;
}

/** The browser's reporting configuration; null (reporting off) without a DSN. */
export function browserReportingConfig(env: ServerEnv = serverEnv()): ReportingConfig | null {
  if (!env.SENTRY_DSN) return null;
  return {
    dsn: env.SENTRY_DSN,
    tunnel: REPORTING_TUNNEL,
    environment: reportingEnvironment(env.HOSTING_ENVIRONMENT),
    release: releaseId(env, currentBuildId()),
    tracing: env.SENTRY_TRACING,
  };
}
