import type { RealtimeEventWire } from '@sportsbook/contract/realtime';

/** The match a publication is about, or null for events that are not about one match. */
export function eventMatchId(event: RealtimeEventWire): number | null {
  switch (event.type) {
    case 'match_changed':
      return event.data.id;
    case 'markets_changed':
    case 'match_status_changed':
      return event.data.match_id;
    default:
      return null;
  }
}
