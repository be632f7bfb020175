import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordCost } from '@/http/config';

/**
 * Password hashes: scrypt with a per-password salt, stored as `scrypt$N$r$p$salt$hash` so the
 * cost can rise (see {@link needsRehash}).
 */

const KEY_LENGTH = 32;
/** Stored parameters above these are refused, not derived: a forged row cannot exhaust memory. */
const MAX_STORED = { N: 2 ** 20, r: 16, p: 4 } as const;
/** Hashes derived at once; the rest queue (N=2^17 needs 128 MB each, on libuv's 4 threads). */
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default maxmem (32 MB) is below N=2^17, r=8
  const maxmem = 2 * 128 * cost.N * cost.r;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface StoredHash {
  cost: PasswordCost;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string): StoredHash | null {
  const [scheme, n, r, p, salt, hash, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || extra !== undefined) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N > 1 &&
    cost.N <= MAX_STORED.N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= MAX_STORED.r &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= MAX_STORED.p;
  return valid
    ? { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') }
    : null;
}

/** Constant-time check of `password` against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash is cheaper than `cost` in any parameter (or not a scrypt hash). */
export function needsRehash(stored: string, cost: PasswordCost): boolean {
  const parsed = parseStored(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

// compared against for unknown logins, so a missing player costs the same time as a wrong password
const dummyHashes = new Map<string, Promise<string>>();

/** Spends one password check's time on nothing (unknown login: no user enumeration by timing). */
export async function verifyDummyPassword(password: string, cost: PasswordCost): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
