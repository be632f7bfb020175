import { sql } from 'drizzle-orm';
import { events } from '@/db/schema';

/** Statuses a bet can be placed in: prematch and live (spec §3 status codes). */
export const BETTABLE_STATUSES = [0, 1] as const;

/** An event a bettor can bet on now: prematch or live with at least one open market. */
export const bettableSql = sql`(${events.status} in (0, 1) and ${events.availableMarketsCount} > 0)`;
