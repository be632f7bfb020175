/** Web Push in the browser (issue 14): what the opt-in switch needs that is not the browser's. */

/** The service worker script (apps/web/public) and its scope: the whole site. */
export const PUSH_WORKER_PATH = '/push-sw.js';

/** The worker's URL; it opens pages under the locale's prefix ('' for the default locale). */
export const pushWorkerUrl = (localePrefix: string): string =>
  localePrefix
    ? `${PUSH_WORKER_PATH}?prefix=${encodeURIComponent(localePrefix)}`
    : PUSH_WORKER_PATH;

/** A base64url VAPID key as the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The endpoint of a stored subscription JSON, or null when there is none or it is unreadable. */
export function storedEndpoint(subscription: string | null): string | null {
  if (!subscription) return null;
  try {
    const parsed: unknown = JSON.parse(subscription);
    if (parsed && typeof parsed === 'object' && 'endpoint' in parsed)
      return typeof parsed.endpoint === 'string' ? parsed.endpoint : null;
  } catch {
    // an unreadable value is no subscription of this browser
  }
  return null;
}

/** What the switch shows. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

/**
 * On only when the browser allows notifications and its current subscription is the one the
 * server stored (another device's subscription leaves this browser off).
 */
export function pushStateOf(input: {
  supported: boolean;
  permission: NotificationPermission;
  browserEndpoint: string | null;
  stored: string | null;
}): PushState {
  if (!input.supported) return 'unsupported';
  if (input.permission === 'denied') return 'blocked';
  const endpoint = storedEndpoint(input.stored);
  return input.permission === 'granted' && endpoint !== null && endpoint === input.browserEndpoint
    ? 'on'
    : 'off';
}
