import type { Query } from '@tanstack/react-query';
import { reportError } from '@/lib/error-reporting/reporter';
import { showToast } from '@/ui/toast';
import { ApiError, isAbortError } from './errors';

/**
 * Spec §8 global error handling: a failure goes to error reporting (its filter decides) and,
 * when flagged, shows an error alert with the answer's localized_message or the generic texts.
 */

/** Query `meta` flag: a failure of this query shows an error alert (spec §8 "if flagged"). */
export const ERROR_ALERT = 'errorAlert';

/** The generic texts (global-error.default.title/description), set once by the app providers. */
export interface GlobalErrorLabels {
  title: string;
  description: string;
}

let labels: GlobalErrorLabels | null = null;

export function setGlobalErrorLabels(next: GlobalErrorLabels): void {
  labels = next;
}

/** The alert for `error`: the answer's localized_message, else the generic title and text. */
export function errorAlertText(
  error: unknown,
  generic: GlobalErrorLabels,
): { title: string; description?: string } {
  const localized = error instanceof ApiError ? error.localizedMessage : undefined;
  return localized ? { title: localized } : generic;
}

const isCancelled = (error: unknown) =>
  isAbortError(error) || (error instanceof Error && error.name === 'CancelledError');

/** Reports `error` and, when asked, shows the error alert; cancelled work is ignored (spec §8). */
export function handleGlobalError(
  error: unknown,
  { alert = true }: { alert?: boolean } = {},
): void {
  if (isCancelled(error)) return;
  reportError(error);
  if (!alert || !labels) return;
  const text = errorAlertText(error, labels);
  // the same alert again updates the one on screen (spec §4 toast lifecycle: updated)
  showToast({ type: 'error', ...text, key: `error-alert:${text.title}` });
}

/**
 * Every failed query in the browser: a 401 is the session's (it signs out locally, spec §8), the
 * rest are reported and alerted when the query is flagged with ERROR_ALERT.
 */
export function handleQueryError(error: unknown, query: Pick<Query, 'meta'>): void {
  if (error instanceof ApiError && error.isUnauthorized) return;
  handleGlobalError(error, { alert: query.meta?.[ERROR_ALERT] === true });
}

/** HTTP statuses of a server failure: an action failing so is reported. */
const isServerFailure = (error: unknown) => error instanceof ApiError && error.status >= 500;

/**
 * Every failed action (mutation) in the browser: its form or view shows the error itself; a
 * server failure (5xx) is reported too, with its URL and bodies (spec §8). A 401 is the session's.
 */
export function handleMutationError(error: unknown): void {
  if (isServerFailure(error)) handleGlobalError(error, { alert: false });
}
