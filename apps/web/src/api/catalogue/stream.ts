import { streamResponseSchema, type StreamResponseWire } from '@sportsbook/contract/match-extras';
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
