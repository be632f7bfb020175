import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Single-use secrets: random, only their SHA-256 stored (sessions, links, SMS codes). */

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
