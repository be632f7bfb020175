import { PROVIDERS } from '@sportsbook/contract/vocabulary';
import { rngFor } from './random';
import type { FeedEvent, Provider, ProviderStatus } from './types';

/**
 * Provider outages: each provider, in each hour of wall time, goes inactive with probability
 * OUTAGE_P for one to four minutes, at a seeded offset. Pure function of (seed, provider, time).
 */
const HOUR_MS = 3_600_000;
const OUTAGE_P = 0.2;

function outage(seed: number, provider: Provider, hour: number): [number, number] | null {
  const rng = rngFor(seed, 'outage', provider, hour);
  if (rng.next() >= OUTAGE_P) return null;
  const start = hour * HOUR_MS + Math.floor(rng.next() * 50) * 60_000;
  return [start, start + (1 + Math.floor(rng.next() * 4)) * 60_000];
}

/** A provider's status at wall time `t`. */
export function providerStatusAt(seed: number, provider: Provider, t: number): ProviderStatus {
  const o = outage(seed, provider, Math.floor(t / HOUR_MS));
  return o && t >= o[0] && t < o[1] ? 'inactive' : 'active';
}

/** provider_status_changed events for status changes in (from, to], in time order. */
export function providerEvents(seed: number, from: number, to: number): FeedEvent[] {
  const events: FeedEvent[] = [];
  for (const provider of PROVIDERS) {
    for (let hour = Math.floor(from / HOUR_MS); hour <= Math.floor(to / HOUR_MS); hour++) {
      const o = outage(seed, provider, hour);
      if (!o) continue;
      if (o[0] > from && o[0] <= to)
        events.push({ type: 'provider_status_changed', at: o[0], provider, status: 'inactive' });
      if (o[1] > from && o[1] <= to)
        events.push({ type: 'provider_status_changed', at: o[1], provider, status: 'active' });
    }
  }
  return events.sort((a, b) => a.at - b.at);
}
