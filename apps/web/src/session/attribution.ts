import { TRACKING_PARAMETERS, type Tracking } from '@/api/platform-types';
import { readConsent } from './consent';

/**
 * Spec §2 tracking parameters (ctag, btag, stag, qtag, gclid): read from the landing URL and
 * taken out of the address bar; held in memory until the visitor allows attribution, then kept
 * in local storage and sent with the sign-up.
 */

export const TRACKING_KEY = 'tracking';
const VALUE = /^[\w.~-]{1,200}$/;

/** The tracking values of a URL and the URL without them (null when it had none). */
export function takeTracking(href: string): { tracking: Tracking; cleaned: string | null } {
  const url = new URL(href);
  const tracking: Tracking = {};
  let found = false;
  for (const name of TRACKING_PARAMETERS) {
    if (!url.searchParams.has(name)) continue;
    found = true;
    const value = url.searchParams.get(name) ?? '';
    // a value the server would refuse is dropped here, not sent to fail the sign-up
    if (VALUE.test(value)) tracking[name] = value;
    url.searchParams.delete(name);
  }
  return { tracking, cleaned: found ? `${url.pathname}${url.search}${url.hash}` : null };
}

let landed: Tracking = {};

/** Keeps the landing values in memory; stored only with the visitor's consent to attribution. */
export function rememberTracking(tracking: Tracking): void {
  if (Object.keys(tracking).length === 0) return;
  landed = { ...landed, ...tracking };
  if (readConsent()?.attribution) storeTracking();
}

/** After consent: the values in memory go to local storage (newest landing wins). */
export function storeTracking(): void {
  if (Object.keys(landed).length === 0) return;
  try {
    localStorage.setItem(TRACKING_KEY, JSON.stringify({ ...storedTracking(), ...landed }));
  } catch {
    // storage full or blocked: the values still go with a sign-up in this tab
  }
}

function storedTracking(): Tracking {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TRACKING_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const kept: Tracking = {};
    for (const name of TRACKING_PARAMETERS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && VALUE.test(value)) kept[name] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

/** What the sign-up sends: only with consent to attribution, else nothing. */
export function trackingForSignUp(): Tracking | undefined {
  if (!readConsent()?.attribution) return undefined;
  const all = { ...storedTracking(), ...landed };
  return Object.keys(all).length > 0 ? all : undefined;
}
