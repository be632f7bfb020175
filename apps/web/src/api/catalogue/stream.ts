import {
  streamResponseSchema,
  watchersUserIdSchema,
  type StreamResponseWire,
} from '@sportsbook/contract/match-extras';
import { apiRequest } from '../client';

export type Stream =
  | { available: true; kind: 'hls' | 'iframe'; url: string }
  | { available: false; reason: Extract<StreamResponseWire, { available: false }>['reason'] };

/** GET /v2/matches/{id}/video. */
export async function getStream(id: number, signal?: AbortSignal): Promise<Stream> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: `/v2/matches/${id}/video`,
    schema: streamResponseSchema,
    signal,
  });
  return wire.available
    ? { available: true, kind: wire.kind, url: wire.url }
    : { available: false, reason: wire.reason };
}

// the key lives with the player's other keys, so the session drops it without this module
export { watchersUserIdKey } from '../account-keys';

/** GET /v2/watchersio/userid (spec §7): the id the stream widget knows the player by. */
export async function getWatchersUserId(signal?: AbortSignal): Promise<string> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: '/v2/watchersio/userid',
    schema: watchersUserIdSchema,
    signal,
  });
  return wire.user_id;
}

/** Query parameter the stream widget reads the player's id from. */
export const WATCHERS_USER_PARAM = 'watchers_user_id';

/**
 * The frame or player URL of a stream: an iframe of the backend's own origin goes through this
 * site (same origin), and carries the player's widget id when signed in.
 */
export function streamSource(
  stream: Extract<Stream, { available: true }>,
  watchersUserId: string | null,
): string {
  if (stream.kind !== 'iframe') return stream.url;
  const url = new URL(stream.url);
  if (watchersUserId) url.searchParams.set(WATCHERS_USER_PARAM, watchersUserId);
  return `${url.pathname}${url.search}`;
}
