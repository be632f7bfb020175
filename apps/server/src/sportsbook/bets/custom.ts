import { and, eq } from 'drizzle-orm';
import {
  CUSTOM_BET_SINGLE_NOT_ALLOWED,
  type CustomMarketsResponseWire,
  type CustomOddsRequestWire,
} from '@sportsbook/contract/bets';
import type { Database } from '@/db/client';
import { events, markets } from '@/db/schema';
import { HttpError } from '@/http/errors';
import type { MessageLocale } from '@/http/messages';
import { customBetGroup, NOT_COMBINABLE_MARKETS, priceCustomBet } from './custom-pricing';
import { isOpenSelection, loadCurrentSelections, selectionKey } from './market-state';
import { betMessage } from './messages';
import { isBettable, MARKET_STATUS } from '@sportsbook/betting/catalog/status';

/** The match of a bet builder: a match that takes bets now, or 404. */
async function bettableMatch(db: Database, matchId: number) {
  const [event] = await db
    .select({ id: events.id, type: events.type, status: events.status })
    .from(events)
    .where(eq(events.id, matchId));
  if (!event || event.type !== 'match')
    throw new HttpError(404, 'match_not_found', `No match with id ${matchId}`);
  return event;
}

/**
 * GET /bets/custom/markets/{matchId}: the allowed markets of a prematch or live match that a bet
 * builder can combine, each with its custom-bet group and active outcomes (none once it is over).
 */
export async function customMarkets(
  db: Database,
  matchId: number,
): Promise<CustomMarketsResponseWire> {
  const event = await bettableMatch(db, matchId);
  if (!isBettable(event.status)) return { data: [] };
  const rows = await db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, matchId), eq(markets.status, MARKET_STATUS.allowed)))
    .orderBy(markets.priority, markets.marketId, markets.specifier);
  return {
    data: rows
      .filter((m) => !NOT_COMBINABLE_MARKETS.has(m.marketId))
      .map((m) => ({
        market_id: m.marketId,
        name: m.name,
        specifier: m.specifier,
        group: customBetGroup(m.marketId),
        outcomes: m.outcomes
          .filter((o) => o.active && o.odds > 1)
          .map((o) => ({ outcome_id: o.outcomeId, name: o.name, odds: o.odds })),
      }))
      .filter((m) => m.outcomes.length > 0),
  };
}

/**
 * Spec §3 betting settings "custom bet allowed for single": a custom bet of one selection only
 * where the site allows it (site configuration custom_bet.single_allowed).
 * @throws HttpError 422 custom_bet_single_not_allowed
 */
export function checkCustomSelectionCount(count: number, singleAllowed: boolean): void {
  if (count < 2 && !singleAllowed)
    throw new HttpError(
      422,
      CUSTOM_BET_SINGLE_NOT_ALLOWED,
      'A custom bet needs at least two selections on this site',
      { min_selections: 2 },
    );
}

/**
 * POST /bets/custom/odds: the bet-builder price of selections of one match (custom-pricing.ts).
 * @throws HttpError 404 match_not_found; 422 custom_bet_single_not_allowed, custom_bet_conflict (two selections of one group,
 * or a market that decides the others), error.place_bets.unknown_outcome,
 * error.place_bets.selection_suspended
 */
export async function customOdds(
  db: Database,
  body: CustomOddsRequestWire,
  locale: MessageLocale,
  singleAllowed = false,
): Promise<number> {
  checkCustomSelectionCount(body.selections.length, singleAllowed);
  await bettableMatch(db, body.match_id);
  const refs = body.selections.map((s) => ({ ...s, match_id: body.match_id }));
  const found = await loadCurrentSelections(db, refs);
  const current = refs.map((r) => found.get(selectionKey(r)));
  if (current.some((c) => c === undefined))
    throw new HttpError(
      422,
      'error.place_bets.unknown_outcome',
      betMessage(locale, 'error.place_bets.unknown_outcome'),
    );
  const legs = current.flatMap((c) => (c ? [c] : []));
  if (legs.some((c) => !isOpenSelection(c)))
    throw new HttpError(
      422,
      'error.place_bets.selection_suspended',
      betMessage(locale, 'error.place_bets.selection_suspended'),
    );
  const price = priceCustomBet(
    legs.map((c) => ({ marketId: c.market.marketId, odds: c.outcome.odds })),
  );
  if (!price.ok)
    throw new HttpError(
      422,
      'custom_bet_conflict',
      betMessage(locale, 'error.place_bets.conflict'),
      'conflict' in price
        ? { group: price.conflict.group, selections: price.conflict.positions }
        : { market_id: price.notCombinable },
    );
  return price.odds;
}
