import { inArray, sql } from 'drizzle-orm';
import { events } from '@/db/schema';
import { BETTABLE_MATCH_STATUSES } from '@sportsbook/betting/catalog/status';

/** An event a bettor can bet on now: prematch or live with at least one open market. */
export const bettableSql = sql`(${inArray(events.status, [...BETTABLE_MATCH_STATUSES])} and ${events.availableMarketsCount} > 0)`;
