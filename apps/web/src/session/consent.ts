import { readCookie } from '@/lib/cookies';
import { currentAppShellMode, isAppWebview, type AppShellMode } from './app-shell';

/**
 * Spec §4 cookie notice and §9 stored key `consent` (365 days): what the visitor allowed beyond
 * the essential cookies. Until it is set, nothing non-essential is stored.
 */

export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Raised when the choices offered change: an older answer asks again. */
export const CONSENT_VERSION = 1;

/** The optional uses a visitor may allow. */
export interface Consent {
  /** Tracking parameters kept for attribution (spec §2). */
  attribution: boolean;
  /** Usage statistics. */
  analytics: boolean;
}

export const ALL_ALLOWED: Consent = { attribution: true, analytics: true };

/** The cookie's value: `v1.a1.s0` (version, attribution, statistics). */
export const serializeConsent = (c: Consent): string =>
  `v${CONSENT_VERSION}.a${c.attribution ? 1 : 0}.s${c.analytics ? 1 : 0}`;

/** The stored answer, or null when none (or one of an older version, or unreadable). */
export function parseConsent(value: string | null | undefined): Consent | null {
  const match = /^v(\d+)\.a([01])\.s([01])$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { attribution: match[2] === '1', analytics: match[3] === '1' };
}

/** The Set-Cookie text of an answer (readable by the page: it decides what the page stores). */
export const consentCookie = (c: Consent, secure: boolean): string =>
  `${CONSENT_COOKIE}=${serializeConsent(c)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The browser's answer, or null. */
export const readConsent = (): Consent | null =>
  typeof document === 'undefined'
    ? null
    : parseConsent(readCookie(document.cookie, CONSENT_COOKIE));

/** Stores the answer for 365 days. */
export function writeConsent(c: Consent): void {
  document.cookie = consentCookie(c, window.location.protocol === 'https:');
}

/** Spec §4: Lighthouse runs (`Chrome-Lighthouse`) measure the site without the cookie notice. */
export const isLighthouse = (userAgent: string): boolean => /Chrome-Lighthouse/.test(userAgent);

/**
 * Spec §4: the cookie notice waits for an answer, except in the app's webview and Lighthouse; the
 * one rule for the server's render (request cookie and headers) and the browser's.
 */
export const cookieNoticeDue = ({
  consent,
  appShell,
  userAgent,
}: {
  /** The consent cookie's value, if any. */
  consent: string | null | undefined;
  appShell: AppShellMode;
  userAgent: string | null | undefined;
}): boolean =>
  parseConsent(consent) === null && !isAppWebview(appShell) && !isLighthouse(userAgent ?? '');

/** In the browser: the cookie notice is due ({@link cookieNoticeDue}). */
export const cookieNoticeWanted = (): boolean =>
  cookieNoticeDue({
    consent: readCookie(document.cookie, CONSENT_COOKIE),
    appShell: currentAppShellMode(),
    userAgent: navigator.userAgent,
  });

const listeners = new Set<() => void>();

/** Subscribes to answers given in this tab (for useSyncExternalStore). */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores the answer for 365 days and tells the page. */
export function answerConsent(c: Consent): void {
  writeConsent(c);
  for (const listener of listeners) listener();
}
