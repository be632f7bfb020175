/** Spec §9 stored keys of the account feature. */

export const DEVICE_ID_COOKIE = 'deviceId';
/** Spec §9: the device id cookie lasts 7300 days. */
export const DEVICE_ID_MAX_AGE_S = 7300 * 24 * 60 * 60;
export const IS_REGISTERED_KEY = 'isRegistered';

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

/** The Set-Cookie text for a new device id, or null when the browser already has one (set once). */
export function deviceIdCookie(
  cookieHeader: string,
  newId: string,
  secure: boolean,
): string | null {
  if (readCookie(cookieHeader, DEVICE_ID_COOKIE)) return null;
  return `${DEVICE_ID_COOKIE}=${encodeURIComponent(newId)}; Max-Age=${DEVICE_ID_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets the device id cookie once per browser. */
export function ensureDeviceId(): void {
  const cookie = deviceIdCookie(
    document.cookie,
    crypto.randomUUID(),
    window.location.protocol === 'https:',
  );
  if (cookie) document.cookie = cookie;
}

/** Remembers that this browser has signed in before (spec §9 is-registered flag). */
export function markRegistered(): void {
  try {
    window.localStorage.setItem(IS_REGISTERED_KEY, '1');
  } catch {
    // storage may be disabled; the flag only orders the header buttons
  }
}

export function isRegistered(): boolean {
  try {
    return window.localStorage.getItem(IS_REGISTERED_KEY) === '1';
  } catch {
    return false;
  }
}
