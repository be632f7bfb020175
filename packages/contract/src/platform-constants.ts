/**
 * The platform contract's plain values, kept apart from its schemas (platform.ts re-exports them)
 * so a browser bundle can read them without the validator.
 */

/** Name of the session cookie (httpOnly, SameSite=Lax, Secure behind https). */
export const SESSION_COOKIE = 'sportsbook_session';

/** Group id that enables quick deposit (spec §6 "a test-payment group"). */
export const TEST_PAYMENT_GROUP = 'test_payment';

/** Spec §2 tracking parameters, kept for attribution once the visitor consented. */
export const TRACKING_PARAMETERS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TrackingParameter = (typeof TRACKING_PARAMETERS)[number];

export const TRANSACTION_TYPES = ['deposit', 'bet', 'win', 'cashout', 'refund'] as const;
export const TRANSACTION_STATUSES = ['success', 'pending', 'error'] as const;

/** Comp points of a player without any (a signed-out read). */
export const EMPTY_COMP_POINTS = { persistent_points: 0, levels: [] as never[] };
