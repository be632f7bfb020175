import type { QueryClient } from '@tanstack/react-query';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import {
  applyBetUpdate,
  applyCashoutUpdate,
  type BetUpdate,
  type SelectionUpdate,
} from '@sportsbook/betting/live/bet-update';
import type { BetCashoutChangedWire, BetChangedWire } from '@sportsbook/contract/realtime';
import { myBetsKeys, toBetType } from '@/api/my-bets';
import { platformKeys } from '@/api/platform';

/**
 * The private channel's bet events (spec §4 live updates of bets) applied to every cached My
 * Bets list through the packages/betting reducers.
 */

/** A `bet_changed` payload in the domain's words; absent wire fields stay absent (unchanged). */
export function toBetUpdate(w: BetChangedWire): BetUpdate {
  const update: BetUpdate = { betId: w.bet_id };
  if (w.bet_type !== undefined) update.betType = toBetType(w.bet_type);
  if (w.bet_ref !== undefined && w.bet_ref !== null) update.betRef = w.bet_ref;
  if (w.bet_status !== undefined) update.betStatus = w.bet_status;
  if (w.stake !== undefined) update.stake = w.stake;
  if (w.currency !== undefined) update.currency = w.currency;
  if (w.subunits !== undefined) update.subunits = w.subunits;
  if (w.win_amount !== undefined) update.winAmount = w.win_amount;
  if (w.odds !== undefined) update.odds = w.odds;
  if (w.created_at !== undefined) update.createdAt = w.created_at;
  if (w.result !== undefined) update.result = w.result;
  if (w.used_in_jackpot !== undefined) update.usedInJackpot = w.used_in_jackpot;
  if (w.is_vip !== undefined) update.isVip = w.is_vip;
  if (w.bonus !== undefined && w.bonus !== null) {
    update.bonus = { id: w.bonus.id, type: w.bonus.type };
    if (w.bonus.odds !== undefined) update.bonus.odds = w.bonus.odds;
  }
  if (w.system_type !== undefined && w.system_type !== null) {
    update.systemType = {
      id: w.system_type.id,
      winCount: w.system_type.win_count,
      totalCount: w.system_type.total_count,
    };
  }
  if (w.selections !== undefined) update.selections = w.selections.map(toSelectionUpdate);
  return update;
}

function toSelectionUpdate(w: NonNullable<BetChangedWire['selections']>[number]): SelectionUpdate {
  const update: SelectionUpdate = { id: w.id };
  if (w.match_id !== undefined) update.matchId = w.match_id;
  if (w.match_urn_id !== undefined) update.matchUrnId = w.match_urn_id;
  if (w.match_status !== undefined) update.matchStatus = w.match_status;
  if (w.name_a !== undefined) update.nameA = w.name_a;
  if (w.name_b !== undefined) update.nameB = w.name_b;
  if (w.provider !== undefined) update.provider = w.provider;
  if (w.market_id !== undefined) update.marketId = w.market_id;
  if (w.market_name !== undefined) update.marketName = w.market_name;
  if (w.specifier !== undefined) update.specifier = w.specifier;
  if (w.outcome_id !== undefined) update.outcomeId = w.outcome_id;
  if (w.outcome_name !== undefined) update.outcomeName = w.outcome_name;
  if (w.odds !== undefined) update.odds = w.odds;
  if (w.result !== undefined) update.result = w.result;
  return update;
}

/** Whether any cached list holds the bet (a new bet is fetched, not pushed). */
function isCached(client: QueryClient, betId: string): boolean {
  return client
    .getQueriesData<PlacedBet[]>({ queryKey: myBetsKeys.all })
    .some(([, bets]) => bets?.some((bet) => bet.betId === betId) === true);
}

/**
 * `bet_changed`: every list replaces the bet (selections merged by id) or drops a rejected VIP
 * bet. A status or result change can move the bet in or out of a filtered list, and a bet no
 * list holds yet is new: the lists are refetched in the background for both.
 */
export function applyBetChanged(client: QueryClient, wire: BetChangedWire): void {
  const update = toBetUpdate(wire);
  const known = isCached(client, update.betId);
  const offer = wire.to_cashout;
  client.setQueriesData<PlacedBet[]>({ queryKey: myBetsKeys.all }, (bets) => {
    if (!bets) return bets;
    const next = applyBetUpdate(bets, update);
    // a null offer cannot ride in a patch (undefined means unchanged): the cashout reducer removes it
    return offer === undefined
      ? next
      : applyCashoutUpdate(next, { betId: update.betId, toCashout: offer });
  });
  if (!known || update.betStatus !== undefined || update.result !== undefined) {
    void client.invalidateQueries({ queryKey: myBetsKeys.all });
  }
}

/** `bet_cashout_changed`: the bet's cashout offer in every list (null withdraws it). */
export function applyBetCashoutChanged(client: QueryClient, wire: BetCashoutChangedWire): void {
  client.setQueriesData<PlacedBet[]>({ queryKey: myBetsKeys.all }, (bets) =>
    bets ? applyCashoutUpdate(bets, { betId: wire.bet_id, toCashout: wire.to_cashout }) : bets,
  );
}

/**
 * The private channel is (re)subscribed: what was fetched before may have missed its
 * publications (a settlement between the list's fetch and the subscription), so the bets lists
 * and the balances are fetched again.
 */
export function onUserChannelSubscribed(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: myBetsKeys.all });
  void client.invalidateQueries({ queryKey: platformKeys.accounts });
}
