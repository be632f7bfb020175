/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // a value another script wrote unencoded (a lone %) is still that value
      return raw;
    }
  }
  return null;
}

/** The Set-Cookie text of a page-readable cookie for the whole site. */
export const siteCookie = (name: string, value: string, maxAgeS: number, secure: boolean) =>
  `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Sets a page-readable cookie for the whole site (Secure on https). */
export function writeSiteCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = siteCookie(name, value, maxAgeS, window.location.protocol === 'https:');
}
