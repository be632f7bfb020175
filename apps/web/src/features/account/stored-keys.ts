/** Spec §9 stored keys of the account feature. */
import { readCookie } from '@/lib/cookies';

export const DEVICE_ID_COOKIE = 'deviceId';
/** Spec §9: the device id cookie lasts 7300 days. */
export const DEVICE_ID_MAX_AGE_S = 7300 * 24 * 60 * 60;

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
