import { beforeSend } from './filter';

/** What the server hands the browser when error reporting is on (no DSN: nothing at all). */
export interface ReportingConfig {
  dsn: string;
  /** Same-origin path the browser posts envelopes to (the CSP allows only its own origin). */
  tunnel: string;
  environment: string;
  release: string;
  /** Performance tracing: every trace sampled (spec §9 trace sampling 1). */
  tracing: boolean;
}

/** Spec §9 breadcrumb cap. */
export const MAX_BREADCRUMBS = 100;

/** Spec §9: traces sampled at 1 when tracing is on. */
export const TRACES_SAMPLE_RATE = 1;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spec §7: trace headers go on same-origin requests only (relative paths and this origin). */
export function sameOriginTargets(origin: string): RegExp[] {
  return [/^\/(?!\/)/, new RegExp(`^${escape(origin)}(?:[/?#]|$)`)];
}

/** The SDK options of the browser (and, without the tunnel, of the web's server). */
export function reportingOptions(config: Omit<ReportingConfig, 'tunnel'> & { tunnel?: string }) {
  return {
    dsn: config.dsn,
    ...(config.tunnel ? { tunnel: config.tunnel } : {}),
    environment: config.environment,
    release: config.release,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    ...(config.tracing ? { tracesSampleRate: TRACES_SAMPLE_RATE } : {}),
    sendDefaultPii: false,
    beforeSend,
  };
}
