import type * as SentryModule from '@sentry/nextjs';
import type { ReportingConfig } from './options';

/**
 * The browser's error reporting (issue 17): off until the server hands a configuration (a DSN is
 * set), then the Sentry SDK is loaded after the page is idle, outside the first-load JS.
 * Reports made before that wait in a short queue.
 */

type Sdk = typeof SentryModule;

export interface ReportContext {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

/** Reports kept while the SDK loads; later ones are dropped (a storm must not pile up). */
const MAX_QUEUED = 20;
/** Spec §9 idle fallback: the SDK loads after idle, or after this at the latest. */
const IDLE_FALLBACK_MS = 3_000;

let config: ReportingConfig | null = null;
let sdk: Promise<Sdk | null> | null = null;
const queue: [unknown, ReportContext | undefined][] = [];

function load(): Promise<Sdk | null> {
  const current = config;
  if (!current) return Promise.resolve(null);
  // the SDK and the filter (options.ts -> filter.ts) load together, outside the first load
  sdk ??= Promise.all([import('@sentry/nextjs'), import('./options')]).then(
    ([Sentry, { reportingOptions, sameOriginTargets }]) => {
      Sentry.init({
        ...reportingOptions(current),
        integrations: [
          Sentry.browserTracingIntegration({
            instrumentNavigation: true,
            instrumentPageLoad: true,
          }),
        ],
        tracePropagationTargets: sameOriginTargets(window.location.origin),
      });
      return Sentry;
    },
    // a chunk that did not load: reporting stays off (and is itself not worth a report)
    () => null,
  );
  return sdk;
}

function flush(): void {
  const pending = queue.splice(0);
  if (pending.length === 0) return;
  void load().then((Sentry) => {
    for (const [error, context] of pending) Sentry?.captureException(error, context);
  });
}

/** Turns reporting on with the server's configuration (once per page; null keeps it off). */
export function configureReporting(next: ReportingConfig | null): void {
  if (config || !next || typeof window === 'undefined') return;
  config = next;
  const start = () => {
    void load();
    flush();
  };
  if (queue.length > 0) start();
  else if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(start, { timeout: IDLE_FALLBACK_MS });
  else setTimeout(start, IDLE_FALLBACK_MS);
}

/** Reports an error (the spec §8 filter still decides); a no-op while reporting is off. */
export function reportError(error: unknown, context?: ReportContext): void {
  if (typeof window === 'undefined') return;
  if (queue.length < MAX_QUEUED) queue.push([error, context]);
  if (config) flush();
}

/** Whether a configuration arrived (tests and the dev trigger). */
export function isReportingConfigured(): boolean {
  return config !== null;
}
