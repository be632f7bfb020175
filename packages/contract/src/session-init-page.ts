/**
 * Spec §2 /init-sportsbook: the page's path and query names, kept apart from the schemas of
 * session-init.ts so a browser bundle can read them without the validator.
 */

/** The page's query names. */
export const INIT_SPORTSBOOK_QUERY = { token: 'token', redirect: 'redirect' } as const;
/** The page's path (locale prefix optional). */
export const INIT_SPORTSBOOK_PATH = '/init-sportsbook';
