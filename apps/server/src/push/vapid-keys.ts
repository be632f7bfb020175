import { createECDH } from 'node:crypto';
import path from 'node:path';
import webPush from 'web-push';
import { readSecretsFile, SecretsError, writeSecretsFile } from './secrets';

/** The server's VAPID key pair (RFC 8292), base64url: the public key is what browsers subscribe with. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidKeysSource {
  /** The operator's pair from the environment (both or neither); null: generated. */
  keys: VapidKeys | null;
  /** Data folder keeping a generated pair across restarts; null: memory only (memory:// DB). */
  dir: string | null;
}

export const VAPID_KEYS_FILE = 'web-push-vapid.json';

/**
 * Why a VAPID pair is unusable, or null: the public key is an uncompressed P-256 point (65 bytes),
 * the private key 32 bytes, and the public key is the private key's.
 */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 0x04)
    return 'the public key is not a base64url P-256 point (65 bytes)';
  if (privateKey.length !== 32) return 'the private key is not 32 base64url bytes';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateKey);
    if (!ecdh.getPublicKey().equals(publicKey))
      return 'the public key does not match the private key';
  } catch {
    return 'the private key is not a P-256 key';
  }
  return null;
}

/**
 * The VAPID keys: the operator's, else the pair generated on an earlier start
 * (`<dir>/web-push-vapid.json`, mode 0600, so browsers' subscriptions survive a restart), else a
 * new pair. `generated` is true when the server made the pair.
 * @throws SecretsError when the keys file is damaged
 */
export function loadVapidKeys(source: VapidKeysSource): VapidKeys & { generated: boolean } {
  if (source.keys !== null) return { ...source.keys, generated: false };
  if (source.dir === null) return { ...webPush.generateVAPIDKeys(), generated: true };
  const file = path.join(source.dir, VAPID_KEYS_FILE);
  const text = readSecretsFile(file);
  if (text === null) {
    const keys = webPush.generateVAPIDKeys();
    writeSecretsFile(source.dir, file, {
      public_key: keys.publicKey,
      private_key: keys.privateKey,
    });
    return { ...keys, generated: true };
  }
  const stored = parseStored(text);
  if (stored === null || vapidKeysProblem(stored) !== null) {
    throw new SecretsError(
      `${file} is damaged: delete it to generate new VAPID keys (browsers then subscribe again), or set WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY`,
    );
  }
  return { ...stored, generated: true };
}

function parseStored(text: string): VapidKeys | null {
  try {
    const value = JSON.parse(text) as { public_key?: unknown; private_key?: unknown } | null;
    if (typeof value?.public_key !== 'string' || typeof value.private_key !== 'string') return null;
    return { publicKey: value.public_key, privateKey: value.private_key };
  } catch {
    return null;
  }
}
