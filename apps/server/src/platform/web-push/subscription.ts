import { z } from 'zod';
import { MAX_PUSH_SUBSCRIPTION_LENGTH } from '@sportsbook/contract/settings';
import type { SiteConfig } from '@/http/config';

/** A browser's Web Push subscription (PushSubscription.toJSON()), as stored with the settings. */
export interface WebPushSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** Where the server may send Web Push messages (it POSTs to the endpoint: the SSRF guard). */
export type PushEndpointRules = SiteConfig['webPushEndpoints'];

/** Machine codes of a refused subscription (field errors of POST /settings). */
export type PushSubscriptionProblem =
  'invalid_push_subscription' | 'push_service_not_allowed' | 'invalid_push_keys';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const subscriptionJson = z.object({
  endpoint: z.string().max(MAX_PUSH_SUBSCRIPTION_LENGTH),
  expirationTime: z.number().nonnegative().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }),
});

/** True when `pattern` (`host` or `*.domain`) names `host`; both lower case. */
export function hostMatches(pattern: string, host: string): boolean {
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/** True for an endpoint the server may POST to under `rules`. */
export function endpointAllowed(endpoint: string, rules: PushEndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // credentials in the URL would be sent along as a Basic header by no push service
  if (url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (rules.loopback && LOOPBACK_HOSTS.has(host))
    return url.protocol === 'http:' || url.protocol === 'https:';
  // push services answer on 443: another port is somebody else's service on that host
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return rules.allowedHosts.some((pattern) => hostMatches(pattern.toLowerCase(), host));
}

/** Bytes of a base64url key, or null when it is not base64url. */
function keyBytes(value: string): Buffer | null {
  return BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** RFC 8291: p256dh is an uncompressed P-256 point (65 bytes, 0x04 first), auth 16 bytes. */
function keysValid(keys: WebPushSubscription['keys']): boolean {
  const p256dh = keyBytes(keys.p256dh);
  const auth = keyBytes(keys.auth);
  return p256dh?.length === 65 && p256dh[0] === 0x04 && auth?.length === 16;
}

/**
 * Parses and checks a subscription's JSON text: its shape, an endpoint of an allowed push service
 * and the sizes of its keys. The subscription comes back rebuilt, without any other field.
 */
export function parsePushSubscription(
  text: string,
  rules: PushEndpointRules,
): { subscription: WebPushSubscription } | { problem: PushSubscriptionProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'invalid_push_subscription' };
  }
  const parsed = subscriptionJson.safeParse(value);
  if (!parsed.success) return { problem: 'invalid_push_subscription' };
  const { endpoint, expirationTime, keys } = parsed.data;
  if (!endpointAllowed(endpoint, rules)) return { problem: 'push_service_not_allowed' };
  if (!keysValid(keys)) return { problem: 'invalid_push_keys' };
  return {
    subscription: {
      endpoint,
      expirationTime: expirationTime ?? null,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  };
}
