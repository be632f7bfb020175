import { and, inArray } from 'drizzle-orm';
import { isOutcomeOpen } from '@sportsbook/betting/ticket/selection';
import type { Database } from '@/db/client';
import { events, markets, providerStatuses, type StoredOutcome } from '@/db/schema';
import type { Provider, ProviderStatus } from '@sportsbook/contract/vocabulary';

/** A selection reference as the wire sends it (placement, share code, custom odds). */
export interface SelectionRef {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
}

/** What the catalogue says of a selection now: its match, market and outcome. */
export interface CurrentSelection {
  event: {
    id: number;
    urnId: string;
    slug: string;
    type: string;
    status: number;
    nameA: string | null;
    nameB: string | null;
    provider: Provider;
    sportId: number;
    categoryId: number;
    tournamentId: number | null;
  };
  market: { marketId: number; specifier: string; name: string; status: number; provider: string };
  outcome: StoredOutcome;
}

const refKey = (r: { match_id: number; market_id: number; specifier: string }) =>
  `${r.match_id}|${r.market_id}|${r.specifier}`;

/**
 * The current state of every referenced outcome in two queries; a ref whose match, market or
 * outcome does not exist is missing from the map (key: {@link selectionKey}).
 */
export async function loadCurrentSelections(
  db: Database,
  refs: readonly SelectionRef[],
): Promise<Map<string, CurrentSelection>> {
  const found = new Map<string, CurrentSelection>();
  if (refs.length === 0) return found;
  const eventIds = [...new Set(refs.map((r) => r.match_id))];
  const marketIds = [...new Set(refs.map((r) => r.market_id))];
  const [eventRows, marketRows] = await Promise.all([
    db
      .select({
        id: events.id,
        urnId: events.urnId,
        slug: events.slug,
        type: events.type,
        status: events.status,
        nameA: events.nameA,
        nameB: events.nameB,
        provider: events.provider,
        sportId: events.sportId,
        categoryId: events.categoryId,
        tournamentId: events.tournamentId,
      })
      .from(events)
      .where(inArray(events.id, eventIds)),
    db
      .select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        name: markets.name,
        status: markets.status,
        provider: markets.provider,
        outcomes: markets.outcomes,
      })
      .from(markets)
      .where(and(inArray(markets.eventId, eventIds), inArray(markets.marketId, marketIds))),
  ]);
  return currentSelections(refs, eventRows, marketRows);
}

/** The refs found in the loaded matches and markets (keyed by {@link selectionKey}). */
export function currentSelections(
  refs: readonly SelectionRef[],
  eventRows: readonly CurrentSelection['event'][],
  marketRows: readonly (CurrentSelection['market'] & {
    eventId: number;
    outcomes: readonly CurrentSelection['outcome'][];
  })[],
): Map<string, CurrentSelection> {
  const found = new Map<string, CurrentSelection>();
  const eventById = new Map(eventRows.map((e) => [e.id, e]));
  const marketByKey = new Map(
    marketRows.map((m) => [
      refKey({ match_id: m.eventId, market_id: m.marketId, specifier: m.specifier }),
      m,
    ]),
  );
  for (const ref of refs) {
    const event = eventById.get(ref.match_id);
    const market = marketByKey.get(refKey(ref));
    const outcome = market?.outcomes.find((o) => o.outcomeId === ref.outcome_id);
    // only matches with both competitors take bets: My Bets shows them by name
    if (!event || !market || !outcome || event.type !== 'match' || !event.nameA || !event.nameB)
      continue;
    found.set(selectionKey(ref), { event, market, outcome });
  }
  return found;
}

/** Map key of a selection reference. */
export const selectionKey = (r: SelectionRef): string => `${refKey(r)}|${r.outcome_id}`;

/** True when the outcome can be bet on now (the domain's `isOutcomeOpen`, as the slip decides). */
export const isOpenSelection = (s: CurrentSelection): boolean =>
  isOutcomeOpen({
    matchStatus: s.event.status,
    marketStatus: s.market.status,
    outcomeActive: s.outcome.active,
  });

/** Provider statuses (spec §4): a missing row counts as active. */
export async function loadProviderStatuses(
  db: Database,
): Promise<Partial<Record<Provider, ProviderStatus>>> {
  const rows = await db.select().from(providerStatuses);
  return Object.fromEntries(rows.map((r) => [r.provider, r.status]));
}
