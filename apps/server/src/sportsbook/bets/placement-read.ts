import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { OddsAcceptMode } from '@sportsbook/betting/ticket/types';
import type { Provider, ProviderStatus } from '@sportsbook/contract/vocabulary';
import type { Database } from '@/db/client';
import {
  accounts,
  bettingSettings,
  events,
  markets,
  providerStatuses,
  sessions,
  userLimits,
  type AccountRow,
} from '@/db/schema';
import { jackpots } from '@/db/schema-jackpots';
import type { ActiveJackpot } from '@/sportsbook/jackpots/contribution';
import { currentSelections, type CurrentSelection, type SelectionRef } from './market-state';

/**
 * Everything the placement checks read, in ONE statement (issue 18: one round trip before the
 * transaction instead of five): the referenced matches and markets, the player's accept mode,
 * the provider statuses, the player's accounts and limits, and the active jackpots.
 */

export interface PlacementRead {
  /** The placing player: the given one, or the session's (null: no such unexpired session). */
  playerId: string | null;
  selections: Map<string, CurrentSelection>;
  mode: OddsAcceptMode;
  providers: Partial<Record<Provider, ProviderStatus>>;
  accounts: AccountRow[];
  /** The active jackpots a bet may feed (issue 15); their levels are locked in the transaction. */
  jackpots: ActiveJackpot[];
  /** Every limit of the player, newest first (as loadLimits reads them): the session checks. */
  limits: UserLimit[];
}

type EventJson = CurrentSelection['event'];
type MarketJson = CurrentSelection['market'] & {
  eventId: number;
  outcomes: CurrentSelection['outcome'][];
};
type AccountJson = Omit<AccountRow, 'createdAt'> & { createdAt: string };

const none = sql`false`;

/** What a placement without a player reads: nothing (it is refused before any check). */
const nothingRead: Omit<PlacementRead, 'playerId'> = {
  selections: new Map(),
  mode: 'none',
  providers: {},
  accounts: [],
  jackpots: [],
  limits: [],
};

/** A timestamp column as epoch milliseconds (null stays null), as UserLimit keeps its times. */
const epochMs = (column: unknown) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/** Who places: a known player, or the session of a token hash still valid at `now`. */
export type Placer = { playerId: string } | { tokenHash: string; now: Date };

/**
 * The state the placement of `refs` by `placer` is checked against, read in one statement; with
 * a session, the session lookup is part of it (issue 18: one round trip fewer per placement).
 */
export async function readPlacementState(
  db: Database,
  placer: Placer,
  refs: readonly SelectionRef[],
): Promise<PlacementRead> {
  // the player's rows are read for `who.id`: one row, or none for an unknown or expired session
  const who =
    'playerId' in placer
      ? sql`(values (${placer.playerId}::text)) as who (id)`
      : sql`(select ${sessions.playerId} as id from ${sessions} where ${and(
          eq(sessions.tokenHash, placer.tokenHash),
          gt(sessions.expiresAt, placer.now),
        )} limit 1) as who`;
  const playerId = sql`who.id`;
  const eventIds = [...new Set(refs.map((r) => r.match_id))];
  const marketIds = [...new Set(refs.map((r) => r.market_id))];
  const [row] = await db
    .select({
      playerId: sql<string>`who.id`,
      events: sql<EventJson[]>`(select coalesce(json_agg(json_build_object(
        'id', ${events.id}, 'urnId', ${events.urnId}, 'slug', ${events.slug},
        'type', ${events.type}, 'status', ${events.status}, 'nameA', ${events.nameA},
        'nameB', ${events.nameB}, 'provider', ${events.provider}, 'sportId', ${events.sportId},
        'categoryId', ${events.categoryId}, 'tournamentId', ${events.tournamentId})), '[]')
        from ${events} where ${eventIds.length > 0 ? inArray(events.id, eventIds) : none})`,
      markets: sql<MarketJson[]>`(select coalesce(json_agg(json_build_object(
        'eventId', ${markets.eventId}, 'marketId', ${markets.marketId},
        'specifier', ${markets.specifier}, 'name', ${markets.name}, 'status', ${markets.status},
        'provider', ${markets.provider}, 'outcomes', ${markets.outcomes})), '[]')
        from ${markets} where ${
          eventIds.length > 0
            ? and(inArray(markets.eventId, eventIds), inArray(markets.marketId, marketIds))
            : none
        })`,
      mode: sql<OddsAcceptMode | null>`(select ${bettingSettings.autoAcceptOddsChange}
        from ${bettingSettings} where ${bettingSettings.playerId} = ${playerId})`,
      providers: sql<Partial<Record<Provider, ProviderStatus>>>`(select
        coalesce(json_object_agg(${providerStatuses.provider}, ${providerStatuses.status}), '{}')
        from ${providerStatuses})`,
      accounts: sql<AccountJson[]>`(select coalesce(json_agg(json_build_object(
        'playerId', ${accounts.playerId}, 'currency', ${accounts.currency},
        'balance', ${accounts.balance}, 'active', ${accounts.active},
        'createdAt', ${accounts.createdAt})), '[]')
        from ${accounts} where ${accounts.playerId} = ${playerId})`,
      jackpots: sql<ActiveJackpot[]>`(select coalesce(json_agg(json_build_object(
        'id', ${jackpots.id}, 'currency', ${jackpots.currency},
        'minStake', ${jackpots.minStake}, 'minOdds', ${jackpots.minOdds})), '[]')
        from ${jackpots} where ${eq(jackpots.state, 'active')})`,
      limits: sql<UserLimit[]>`(select coalesce(json_agg(json_build_object(
        'id', ${userLimits.id}, 'type', ${userLimits.type}, 'status', ${userLimits.status},
        'strategy', ${userLimits.strategy}, 'period', ${userLimits.period},
        'value', ${userLimits.value}, 'currency', ${userLimits.currency},
        'replacesId', ${userLimits.replacesId}, 'createdAt', ${epochMs(userLimits.createdAt)},
        'confirmUntil', ${epochMs(userLimits.confirmUntil)},
        'disableAt', ${epochMs(userLimits.disableAt)})
        order by ${userLimits.createdAt} desc, ${userLimits.id} desc), '[]')
        from ${userLimits} where ${userLimits.playerId} = ${playerId})`,
    })
    .from(who);
  if (!row) return { ...nothingRead, playerId: null };
  return {
    playerId: row.playerId,
    selections: currentSelections(refs, row.events, row.markets),
    mode: row.mode ?? 'none',
    providers: row.providers,
    accounts: row.accounts.map((a) => ({ ...a, createdAt: new Date(a.createdAt) })),
    jackpots: row.jackpots,
    limits: row.limits,
  };
}
