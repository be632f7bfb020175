/** A base no real request has: what a relative path resolves against to test that it stays put. */
const PROBE = 'https://sportsbook.invalid';

/**
 * Where /init-sportsbook goes next (spec §2): a same-site path only, never another site (no open
 * redirect: `//evil.example`, `/\evil.example`, `https://...`, `javascript:` all give `/`), never
 * the API or the init page itself. Its query and hash are kept.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  // a path, not a protocol-relative URL; browsers read `\` as `/`; no control characters or spaces
  if (!/^\/(?![/\\])/.test(value) || /[\\\s\p{Cc}]/u.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE) return '/';
  const segments = url.pathname.split('/').filter(Boolean);
  // the locale segment may lead: `/de/init-sportsbook` is the init page too
  if (segments.slice(0, 2).some((segment) => /^(init-sportsbook|api|_next)$/i.test(segment)))
    return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
