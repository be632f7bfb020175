import { createECDH, randomBytes, type ECDH } from 'node:crypto';

/** A browser's side of a Web Push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** PushSubscription.toJSON() of a browser subscribed at `endpoint`. */
export function subscriptionJson(endpoint: string, keys: BrowserKeys = browserKeys()): string {
  return JSON.stringify({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: keys.ecdh.getPublicKey().toString('base64url'),
      auth: keys.auth.toString('base64url'),
    },
  });
}
