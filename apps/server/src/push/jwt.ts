import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims the push tokens use (Centrifugo connection and subscription JWTs). */
export interface JwtClaims {
  /** User id; "" is anonymous. */
  sub: string;
  /** Expiry, seconds since the epoch; absent means the token never expires. */
  exp?: number;
  iat?: number;
  nbf?: number;
  /** Subscription tokens only: the channel the token grants. */
  channel?: string;
  /** Subscription tokens only: the client id the token is bound to. */
  client?: string;
  [claim: string]: unknown;
}

/** Why a token was refused: `expired` is recoverable by fetching a new one, the rest are not. */
export type JwtErrorReason = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not_yet_valid';

/** A token that failed verification, with a machine reason. */
export class JwtError extends Error {
  override name = 'JwtError';
  constructor(
    readonly reason: JwtErrorReason,
    message: string,
  ) {
    super(message);
  }
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function hmac(secret: string, data: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Signs `claims` as an HS256 JWT. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(secret, body).toString('base64url')}`;
}

/**
 * Verifies an HS256 JWT and returns its claims.
 * @param now current time in milliseconds (passed in so tests control the clock)
 * @throws JwtError when the token is malformed, not HS256, badly signed, expired or not yet valid
 */
export function verifyJwt(token: string, secret: string, now: number): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', 'token must have three parts');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = parseJson(headerPart);
  if (header?.alg !== 'HS256') throw new JwtError('algorithm', 'only HS256 tokens are accepted');
  const expected = hmac(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  // timing-safe: the comparison must not reveal how many leading bytes matched
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('signature', 'bad token signature');
  }
  const claims = parseJson(payloadPart);
  if (!claims || typeof claims.sub !== 'string') {
    throw new JwtError('malformed', 'token has no string sub claim');
  }
  for (const key of ['exp', 'nbf', 'iat'] as const) {
    if (claims[key] !== undefined && typeof claims[key] !== 'number') {
      throw new JwtError('malformed', `token claim ${key} must be a number`);
    }
  }
  const nowS = now / 1000;
  if (typeof claims.exp === 'number' && claims.exp <= nowS) {
    throw new JwtError('expired', 'token expired');
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowS) {
    throw new JwtError('not_yet_valid', 'token not valid yet');
  }
  return claims as JwtClaims;
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
