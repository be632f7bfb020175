import { channelUserId } from '@sportsbook/contract/channels';
import { JwtError, verifyJwt, type JwtClaims } from '@/push/jwt';
import { DisconnectCode, ErrorCode } from '@/push/protocol';

/** Outcome of a `$` channel check: the token's claims, a reply error code, or a close code. */
export type ChannelAuthResult =
  | { ok: true; claims: JwtClaims }
  | { ok: false; error: number; message: string }
  | { ok: false; disconnect: number; reason: string };

export interface ChannelAuthInput {
  channel: string;
  token: string | undefined;
  /** The connection's user; "" is anonymous. */
  userId: string;
  clientId: string;
  secret: string;
  now: number;
}

const denied = {
  ok: false,
  error: ErrorCode.permissionDenied,
  message: 'permission denied',
} as const;

/**
 * Checks a subscription token for a private channel with Centrifugo's codes: no, badly signed or
 * never-expiring token 103, expired 109, claims for another channel/user/client close 3500. On top, a user channel
 * is only ever for the user in its name, and never for anonymous connections.
 */
export async function authorizePrivateChannel(input: ChannelAuthInput): Promise<ChannelAuthResult> {
  const { channel, token, userId } = input;
  const owner = channelUserId(channel);
  if (userId === '' || (owner !== undefined && owner !== userId)) return denied;
  if (token === undefined || token === '') return denied;
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, input.secret, input.now);
  } catch (err) {
    if (err instanceof JwtError && err.reason === 'expired') {
      return { ok: false, error: ErrorCode.tokenExpired, message: 'token expired' };
    }
    return denied;
  }
  const matches =
    claims.channel === channel &&
    claims.sub === userId &&
    (claims.client === undefined || claims.client === '' || claims.client === input.clientId);
  if (!matches)
    return { ok: false, disconnect: DisconnectCode.invalidToken, reason: 'invalid token' };
  return { ok: true, claims };
}
