import { SignJWT, errors, jwtVerify, type CryptoKey } from 'jose';

/** Claims the push tokens use (Centrifugo connection and subscription JWTs). */
export interface JwtClaims {
  /** User id; "" is anonymous. */
  sub: string;
  /** Expiry, seconds since the epoch: required, a token that never expires is refused. */
  exp: number;
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

const ALGORITHM = 'HS256';
/** Imported HMAC keys by secret: importing costs more than verifying (few secrets per process). */
const keys = new Map<string, Promise<CryptoKey>>();
const MAX_CACHED_KEYS = 16;

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= MAX_CACHED_KEYS) keys.clear();
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** Signs `claims` as an HS256 JWT (header `{alg: HS256, typ: JWT}`, claims as given). */
export async function signJwt(
  claims: { sub: string; [claim: string]: unknown },
  secret: string,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(await hmacKey(secret));
}

/**
 * Verifies an HS256 JWT and returns its claims; `exp` is required (Centrifugo would accept a token
 * without it, but such a token is a credential that never expires).
 * @param now current time in milliseconds (passed in so tests control the clock)
 * @throws JwtError when the token is malformed, not HS256, badly signed, expired, not yet valid or
 * without exp
 */
export async function verifyJwt(token: string, secret: string, now: number): Promise<JwtClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    }));
  } catch (err) {
    throw refusal(err);
  }
  if (typeof payload.sub !== 'string') {
    throw new JwtError('malformed', 'token has no string sub claim');
  }
  return payload as JwtClaims;
}

/** Maps jose's errors onto the reasons the protocol answers with (codes 109, 103, close 3500). */
function refusal(err: unknown): JwtError {
  if (err instanceof errors.JWTExpired) return new JwtError('expired', 'token expired');
  if (err instanceof errors.JWTClaimValidationFailed) {
    return err.claim === 'nbf' && err.reason === 'check_failed'
      ? new JwtError('not_yet_valid', 'token not valid yet')
      : new JwtError('malformed', `token claim ${err.claim}: ${err.reason}`);
  }
  if (err instanceof errors.JOSEAlgNotAllowed) {
    return new JwtError('algorithm', 'only HS256 tokens are accepted');
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) {
    return new JwtError('signature', 'bad token signature');
  }
  if (err instanceof errors.JOSEError) return new JwtError('malformed', 'malformed token');
  throw err;
}
