/**
 * Spec §7 platform backend: "credentials sent, versioned JSON accept, app marker". The web sends
 * PLATFORM_ACCEPT and the app marker on every platform call; the backend serves every version up
 * to PLATFORM_API_VERSION and refuses a newer one with 406 `not_acceptable`.
 */

/** The platform API version this contract describes. */
export const PLATFORM_API_VERSION = 1;

/** Vendor JSON media type of a platform API version (RFC 6838 `vnd.` tree, `+json` suffix). */
export const platformMediaType = (version: number): string =>
  `application/vnd.sportsbook.platform.v${version}+json`;

/** Accept header value of every platform call (spec §7 "versioned JSON accept"). */
export const PLATFORM_ACCEPT = platformMediaType(PLATFORM_API_VERSION);

/** App marker header and value: which client calls (spec §7 "app marker"). */
export const APP_MARKER_HEADER = 'X-Sportsbook-App';
export const APP_MARKER = 'web';

/**
 * Sent by a page that another site frames (a casino's): there the browser keeps a SameSite=Lax
 * cookie off every call, so the backend sets the session cookie SameSite=None, Secure and
 * Partitioned (a cookie of this frame on this host page only) for such calls.
 */
export const FRAME_CONTEXT_HEADER = 'X-Sportsbook-Frame';

/** 406 code when the Accept header names only platform versions the backend does not serve. */
export const NOT_ACCEPTABLE_CODE = 'not_acceptable';

const VERSIONED = /^application\/vnd\.sportsbook\.platform\.v(\d{1,6})\+json$/;

/**
 * Whether a backend serving versions 1..`served` can answer an Accept header: yes when it is
 * absent or names any type but a vendor platform type (plain `application/json`, `*\/*`,
 * `text/html` of a link opened in a browser: those keep their own negotiation), or a served
 * version; no when every range it names is a platform version above `served` (or q=0).
 */
export function acceptsPlatformVersion(
  accept: string | undefined,
  served: number = PLATFORM_API_VERSION,
): boolean {
  if (!accept || !accept.trim()) return true;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!range) continue;
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    const version = VERSIONED.exec(range);
    if (!version) return true;
    const n = Number(version[1]);
    if (n >= 1 && n <= served) return true;
  }
  return false;
}
