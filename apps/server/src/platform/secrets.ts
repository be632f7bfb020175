import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes and single-use secrets. Passwords: scrypt with a per-password salt, stored as
 * `scrypt$N$r$p$salt$hash` so the cost can rise later. Tokens: random, only their SHA-256 stored.
 */

const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Constant-time check of `password` against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// compared against for unknown logins, so a missing player costs the same time as a wrong password
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/** Spends one password check's time on nothing (unknown login: no user enumeration by timing). */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, await dummyHash);
  return false;
}

/** A URL-safe random secret (session cookies, email-link tokens, payment ids). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** SHA-256 of a secret, as stored: a stolen table does not give working cookies or links. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit SMS code, leading zeros kept. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Equal strings in constant time (SMS code hashes). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
