/** Printable ASCII only: no control character (tab, CR, LF, NUL, DEL), nothing non-ASCII. */
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * A payment return URL as the redirect sends it, or null when it is refused: parsed as a URL
 * against the site (`WEB_PUBLIC_URL`) and required to stay on the site's origin, the way the
 * browser will read the Location header. A path stays a path, normalised (`/a/../b` is `/b`).
 */
export function siteReturnUrl(value: string, siteUrl: string): string | null {
  if (!PRINTABLE_ASCII.test(value)) return null;
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || url.username !== '' || url.password !== '') return null;
  return value.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
