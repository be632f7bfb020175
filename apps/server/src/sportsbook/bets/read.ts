import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SelectionResult } from '@sportsbook/betting/bets/types';
import { cashoutOfferForBet } from '@sportsbook/betting/settlement/cashout';
import { isOutcomeOpen } from '@sportsbook/betting/ticket/selection';
import type { PlacedBetWire, PlacedSelectionWire } from '@sportsbook/contract/bets';
import type { Database } from '@/db/client';
import {
  betSelections,
  bets,
  events,
  markets,
  type BetRow,
  type BetSelectionRow,
} from '@/db/schema';
import { findCurrency } from '@/platform';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

/** A stored selection with what the catalogue says of it now (for match status and cashout). */
export interface LiveSelection extends BetSelectionRow {
  matchStatus: number;
  /** Current odds when the outcome takes bets now, else null (suspended, settled, gone). */
  currentOdds: number | null;
  /** The feed's result for the outcome once its market is settled (-3) or cancelled (-4). */
  marketResult: SelectionResult | null;
}

/** An outcome result as the feed stores it, read as a selection result ('canceled' is void). */
function readResult(result: string | undefined): SelectionResult | null {
  switch (result) {
    case 'win_entire':
    case 'lose_entire':
    case 'refund_entire':
    case 'refund_half_win_other':
    case 'refund_half_lose_other':
      return result;
    case 'canceled':
      return 'refund_entire';
    default:
      return null;
  }
}

/** Spec §3 selection id: the composite outcome id, unique within a bet. */
export const selectionId = (
  s: Pick<BetSelectionRow, 'matchUrnId' | 'marketId' | 'outcomeId' | 'specifier'>,
) => `${s.matchUrnId}/${s.marketId}/${s.outcomeId}/${s.specifier}`;

/** The selections of the bets, in bet then position order, with their current state. */
export async function loadLiveSelections(
  db: Database,
  betIds: readonly string[],
): Promise<Map<string, LiveSelection[]>> {
  const bySelection = new Map<string, LiveSelection[]>();
  if (betIds.length === 0) return bySelection;
  const rows = await db
    .select({
      selection: betSelections,
      matchStatus: events.status,
      marketStatus: markets.status,
      outcomes: markets.outcomes,
    })
    .from(betSelections)
    .leftJoin(events, eq(events.id, betSelections.eventId))
    .leftJoin(
      markets,
      and(
        eq(markets.eventId, betSelections.eventId),
        eq(markets.marketId, betSelections.marketId),
        eq(markets.specifier, betSelections.specifier),
      ),
    )
    .where(inArray(betSelections.betId, [...betIds]))
    .orderBy(asc(betSelections.betId), asc(betSelections.position));
  for (const row of rows) {
    const outcome = row.outcomes?.find((o) => o.outcomeId === row.selection.outcomeId);
    const open =
      row.matchStatus !== null &&
      row.marketStatus !== null &&
      isOutcomeOpen({
        matchStatus: row.matchStatus,
        marketStatus: row.marketStatus,
        outcomeActive: outcome?.active === true,
      });
    const live: LiveSelection = {
      ...row.selection,
      // a match gone from the catalogue reads as closed
      matchStatus: row.matchStatus ?? MATCH_STATUS.closed,
      currentOdds: open && outcome ? outcome.odds : null,
      marketResult:
        row.marketStatus === MARKET_STATUS.settled
          ? readResult(outcome?.result)
          : row.marketStatus === MARKET_STATUS.cancelled
            ? 'refund_entire'
            : null,
    };
    const list = bySelection.get(live.betId) ?? [];
    list.push(live);
    bySelection.set(live.betId, list);
  }
  return bySelection;
}

/**
 * The cashout offer of a bet now (packages/betting settlement/cashout), or null when none. Not
 * checked: callers that write it pass it through `writableAmount`; readers use {@link offerShown}.
 */
export function currentCashoutOffer(
  bet: BetRow,
  selections: readonly LiveSelection[],
): number | null {
  if (bet.betType !== 'single' && bet.betType !== 'combo') return null;
  // a freebet's stake was never the player's, a comboboost's price is not the market's: no offer
  if (bet.bonus && (bet.bonus.type === 'comboboost' || bet.bonus.type.startsWith('freebet')))
    return null;
  const current = new Map<string, number>();
  for (const s of selections)
    if (s.currentOdds !== null) current.set(selectionId(s), s.currentOdds);
  const offer = cashoutOfferForBet(
    {
      betType: bet.betType,
      betStatus: bet.status,
      stake: bet.stake,
      selections: selections.map((s) => ({
        id: selectionId(s),
        odds: s.odds,
        result: s.result === 'canceled' || s.result === 'cashed_out' ? 'refund_entire' : s.result,
      })),
    },
    current,
  );
  return offer ?? null;
}

/**
 * The offer a player is shown and can take: {@link currentCashoutOffer}, null when it is not a
 * safe integer of minor units (a bet no placement can make now), so reading never fails on it.
 */
export function offerShown(bet: BetRow, selections: readonly LiveSelection[]): number | null {
  const offer = currentCashoutOffer(bet, selections);
  return offer !== null && Number.isSafeInteger(offer) ? offer : null;
}

function selectionToWire(s: LiveSelection): PlacedSelectionWire {
  return {
    id: selectionId(s),
    match_id: s.eventId,
    match_urn_id: s.matchUrnId,
    match_status: s.matchStatus as PlacedSelectionWire['match_status'],
    name_a: s.nameA,
    name_b: s.nameB,
    provider: s.provider,
    market_id: s.marketId,
    market_name: s.marketName,
    specifier: s.specifier,
    outcome_id: s.outcomeId,
    outcome_name: s.outcomeName,
    odds: s.odds,
    result: s.result === 'canceled' || s.result === 'cashed_out' ? 'refund_entire' : s.result,
  };
}

/** Spec §3 Bet as the wire carries it (GET /bets, POST /bets, bet_changed). */
export function betToWire(bet: BetRow, selections: readonly LiveSelection[]): PlacedBetWire {
  const system = bet.systemId ? /^(\d+)\/(\d+)$/.exec(bet.systemId) : null;
  return {
    bet_id: bet.id,
    bet_type: bet.betType,
    bet_ref: null,
    bet_status: bet.status,
    stake: bet.stake,
    currency: bet.currency,
    subunits: findCurrency(bet.currency)?.subunits ?? 100,
    win_amount: bet.winAmount,
    odds: bet.odds,
    selections: selections.map(selectionToWire),
    created_at: bet.createdAt.toISOString(),
    result: bet.result,
    to_cashout: offerShown(bet, selections),
    bonus: bet.bonus ? ({ ...bet.bonus } as PlacedBetWire['bonus']) : null,
    system_type:
      bet.systemId && system
        ? { id: bet.systemId, win_count: Number(system[1]), total_count: Number(system[2]) }
        : null,
    used_in_jackpot: bet.usedInJackpot,
    is_vip: false,
  };
}

/** Bets by id, as wire bets in the order of `ids` (missing ids are skipped). */
export async function wireBetsByIds(
  db: Database,
  ids: readonly string[],
): Promise<PlacedBetWire[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(bets)
    .where(inArray(bets.id, [...ids]));
  return wireBets(
    db,
    ids.flatMap((id) => rows.filter((r) => r.id === id)),
  );
}

/** Rows to wire bets, their selections and current state loaded in one query. */
export async function wireBets(db: Database, rows: readonly BetRow[]): Promise<PlacedBetWire[]> {
  const selections = await loadLiveSelections(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => betToWire(r, selections.get(r.id) ?? []));
}
