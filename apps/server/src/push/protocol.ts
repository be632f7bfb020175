/**
 * Wire shapes of the Centrifugo client protocol (JSON over WebSocket), as centrifuge-js 5.x speaks
 * it: see /work/shared/reference/centrifugo-protocol.md and centrifugal/protocol client.proto.
 */

/** Reply error codes (centrifuge errors.go). */
export const ErrorCode = {
  internal: 100,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  methodNotFound: 104,
  alreadySubscribed: 105,
  limitExceeded: 106,
  badRequest: 107,
  notAvailable: 108,
  tokenExpired: 109,
  expired: 110,
  tooManyRequests: 111,
  unrecoverablePosition: 112,
} as const;

/** WebSocket close codes (centrifuge disconnect.go): 3000-3499 reconnect, 3500-3999 are terminal. */
export const DisconnectCode = {
  shutdown: 3001,
  serverError: 3004,
  expired: 3005,
  subscriptionExpired: 3006,
  slow: 3008,
  insufficientState: 3010,
  forceReconnect: 3011,
  noPong: 3012,
  invalidToken: 3500,
  badRequest: 3501,
  stale: 3502,
  forceDisconnect: 3503,
  connectionLimit: 3504,
  permissionDenied: 3507,
} as const;

/** Unsubscribe push codes: >= 2500 make the client resubscribe. */
export const UnsubscribeCode = { expired: 2501 } as const;

/** Subscribe command flag bits. */
export const SubscribeFlag = { channelCompaction: 1, rejectUnrecovered: 2 } as const;

/** A reply error; `temporary` makes the client retry. */
export interface ReplyError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** One publication as it travels inside a `pub` push or a subscribe/recovery result. */
export interface WirePublication {
  /** Raw JSON text of the payload (or of its JSON-string form when delta is negotiated). */
  data: string;
  offset?: number;
  delta?: boolean;
}

export interface ConnectRequest {
  token?: string;
}
export interface SubscribeRequest {
  channel?: string;
  token?: string;
  recover?: boolean;
  offset?: number;
  epoch?: string;
  delta?: string;
  flag?: number;
  type?: number;
}
export interface RefreshRequest {
  token?: string;
}
export interface SubRefreshRequest {
  channel?: string;
  token?: string;
}

/** A parsed inbound command: one method key plus an optional id. */
export interface Command {
  id?: number;
  connect?: ConnectRequest;
  subscribe?: SubscribeRequest;
  unsubscribe?: { channel?: string };
  refresh?: RefreshRequest;
  sub_refresh?: SubRefreshRequest;
  publish?: object;
  presence?: object;
  presence_stats?: object;
  history?: object;
  rpc?: object;
  send?: object;
}

/** Parses one frame (commands joined by `\n`); null when any line is not a JSON object. */
export function parseFrame(text: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of text.trim().split('\n')) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return null;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    commands.push(value);
  }
  return commands;
}

/** Serialises a publication; `data` is already JSON text, embedded raw (never base64). */
export function encodePublication(pub: WirePublication): string {
  let out = `{"data":${pub.data}`;
  if (pub.offset) out += `,"offset":${pub.offset}`;
  if (pub.delta) out += ',"delta":true';
  return `${out}}`;
}

/** A `pub` push of one publication on a channel. */
export function encodePubPush(channel: string, pub: WirePublication): string {
  return `{"push":{"channel":${JSON.stringify(channel)},"pub":${encodePublication(pub)}}}`;
}

/** A reply with an id; `result` is JSON text so raw publication data is not re-serialised. */
export function encodeReply(id: number, method: string, resultJson: string): string {
  return `{"id":${id},${JSON.stringify(method)}:${resultJson}}`;
}

/** An error reply; never sent without an id (an id-less message counts as a ping). */
export function encodeError(id: number, error: ReplyError): string {
  return JSON.stringify({ id, error });
}

/** Drops zero, false, empty and undefined fields, as the protocol's encoders do. */
export function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== undefined && v !== false && v !== 0 && v !== '' && v !== null,
    ),
  );
}
