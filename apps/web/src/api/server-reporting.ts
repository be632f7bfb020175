import type { Instrumentation } from 'next';
import { reportingOptions } from '@/lib/error-reporting/options';
import { serverEnv } from '@/config/env';
import { browserReportingConfig } from './reporting-config';

/**
 * The web's server-side error reporting (issue 17): Node runtime only, on with SENTRY_DSN. The
 * SDK is imported here, on demand, so no page bundle carries it.
 */
export async function startServerReporting(): Promise<Instrumentation.onRequestError | null> {
  const config = browserReportingConfig(serverEnv());
  if (!config) return null;
  const Sentry = await import('@sentry/nextjs');
  // the server posts straight to the DSN: no tunnel
  Sentry.init(reportingOptions({ ...config, tunnel: undefined }));
  return Sentry.captureRequestError;
}
