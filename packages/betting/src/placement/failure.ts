/**
 * What a failed placement leads to (spec §4 placing bets, §8): a 401 asks for sign-in, a server
 * error with a code becomes the ticket's ERROR, anything else raises the general error alert.
 */
import type { PlacementRefusal } from './types';

/**
 * - `unauthorized`: reset the ticket to INITIAL, sign out locally and ask for sign-in;
 * - `ticket_error`: ticket state ERROR with `mapPlaceBetError`;
 * - `general`: reset the ticket to INITIAL and raise {@link GENERAL_ERROR_ALERT}.
 */
export type PlaceBetFailureKind = 'unauthorized' | 'ticket_error' | 'general';

/** Message keys of the general error alert (spec §8). */
export const GENERAL_ERROR_ALERT = {
  title: 'global-error.default.title',
  description: 'global-error.default.description',
} as const;

/**
 * Classifies a failed POST /bets: status 401 (or the code 401 / `unauthorized`) -> `unauthorized`; an answer
 * whose body carries a code, whatever its status -> `ticket_error`; no answer (network error,
 * timeout: pass undefined) or an answer without a code (e.g. a bare 502) -> `general`.
 */
export function classifyPlaceBetFailure(
  refusal: PlacementRefusal | undefined,
): PlaceBetFailureKind {
  if (!refusal) return 'general';
  const { code } = refusal;
  if (refusal.status === 401 || code === 401 || code === 'unauthorized') return 'unauthorized';
  return code === undefined || code === null || code === '' ? 'general' : 'ticket_error';
}
