import { eq, inArray } from 'drizzle-orm';
import { isFreebetBonusType } from '@sportsbook/betting/bonus/bet-bonus';
import {
  comboboostOdds,
  comboboostRange,
  comboboostSuitableSelections,
} from '@sportsbook/betting/bonus/comboboost';
import {
  isCountryAllowed,
  meetsBonusConditions,
  type ConditionTarget,
} from '@sportsbook/betting/bonus/conditions';
import { isFreebetEligible } from '@sportsbook/betting/bonus/freebet';
import type { Comboboost, Freebet } from '@sportsbook/betting/bonus/types';
import { productOfOdds, toOddsUnits } from '@sportsbook/betting/math/exact';
import type { BetBonus, MatchStatus, TicketBet } from '@sportsbook/betting/ticket/types';
import type { Database } from '@/db/client';
import { events, sports } from '@/db/schema';
import type { BetMessageKey } from '@/sportsbook/bets/messages';
import { isUsable } from './state';
import type { BonusPlayer } from './store';
import { kindOf, type HeldBonus } from './types';
import type { BetView } from './wire';

/** The condition fields (spec §3) of each event, by event id. */
export async function loadConditionTargets(
  db: Database,
  eventIds: readonly number[],
): Promise<Map<number, ConditionTarget>> {
  const found = new Map<number, ConditionTarget>();
  if (eventIds.length === 0) return found;
  const rows = await db
    .select({
      matchId: events.id,
      sportId: events.sportId,
      categoryId: events.categoryId,
      tournamentId: events.tournamentId,
      sportType: sports.type,
    })
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .where(inArray(events.id, [...new Set(eventIds)]));
  for (const row of rows) found.set(row.matchId, row);
  return found;
}

/** A comboboost campaign as packages/betting reads it. */
export function toComboboost({ issued, campaign }: HeldBonus): Comboboost {
  return {
    id: issued.id,
    type: campaign.comboboostType ?? 'ranges',
    minOdds: campaign.minOdds ?? 1,
    ranges: campaign.ranges ?? [],
    onlyVerified: campaign.onlyVerified,
  };
}

/** A player's freebet as packages/betting reads it; `isActive` is usable now. */
export function toFreebet({ issued, campaign }: HeldBonus, now: Date): Freebet {
  return {
    id: issued.id,
    freebetType: issued.freebetType ?? campaign.freebetType ?? 'only_win',
    ...(campaign.minOdds !== null ? { minOdds: campaign.minOdds } : {}),
    ...(campaign.maxOdds !== null ? { maxOdds: campaign.maxOdds } : {}),
    ...(campaign.matchStatus !== null ? { matchStatus: campaign.matchStatus as MatchStatus } : {}),
    ...(campaign.selectionsCountFrom !== null
      ? { selectionsCountFrom: campaign.selectionsCountFrom }
      : {}),
    ...(campaign.selectionsCountTo !== null
      ? { selectionsCountTo: campaign.selectionsCountTo }
      : {}),
    isActive: isUsable(issued, campaign, now),
    currency: issued.currency ?? '',
    amount: issued.amount ?? 0,
  };
}

/** What the bonuses read of a bet: the bet itself and its selections' events. */
export interface BonusBetContext {
  bet: TicketBet;
  targets: readonly ConditionTarget[];
  player: BonusPlayer;
  now: Date;
}

// the bet's total odds as placed: product of the accepted odds (a custom bet's own price)
const totalOddsOf = (bet: TicketBet) =>
  bet.betType === 'custom_bet' && bet.customOdds !== undefined
    ? bet.customOdds
    : productOfOdds(bet.selections.map((s) => s.acceptedOdds));

/** Country and event conditions of the campaign hold for this bet and player. */
function inScope({ campaign }: HeldBonus, ctx: BonusBetContext): boolean {
  return (
    isCountryAllowed(campaign.countryCodes, ctx.player.country) &&
    meetsBonusConditions(campaign.conditions, ctx.targets)
  );
}

/** A farming bonus (hunting, tournament, lootbox) counts for the bet: its currency and min odds. */
function farmingEligible(held: HeldBonus, ctx: BonusBetContext): boolean {
  const { campaign } = held;
  if (campaign.currency !== ctx.bet.currency) return false;
  if (
    campaign.minOdds !== null &&
    toOddsUnits(totalOddsOf(ctx.bet)) < toOddsUnits(campaign.minOdds)
  )
    return false;
  return inScope(held, ctx);
}

/** The comboboost's range for the bet (packages/betting), or null when it is not offered. */
function comboboostFor(held: HeldBonus, ctx: BonusBetContext): BetView | null {
  if (ctx.bet.betType !== 'combo' || !inScope(held, ctx)) return null;
  const boost = toComboboost(held);
  if (boost.onlyVerified && !ctx.player.isVerified) return null;
  return {
    activeRangeIndex: comboboostRange(boost, ctx.bet, ctx.player) ?? null,
    suitableSelections: comboboostSuitableSelections(boost, ctx.bet).length,
  };
}

/** Spec §3 availableBonuses of one bet, from the bonuses the player can use now. */
export interface AvailableForBet {
  comboboost: { held: HeldBonus; bet: BetView } | null;
  freebets: HeldBonus[];
  hunting: HeldBonus | null;
  tournament: HeldBonus | null;
  lootbox: HeldBonus | null;
}

/** The bonuses the bet may carry now, by kind (the first usable one of each farming kind). */
export function availableForBet(held: readonly HeldBonus[], ctx: BonusBetContext): AvailableForBet {
  const usable = held.filter((h) => isUsable(h.issued, h.campaign, ctx.now));
  const found: AvailableForBet = {
    comboboost: null,
    freebets: [],
    hunting: null,
    tournament: null,
    lootbox: null,
  };
  for (const h of usable) {
    const kind = kindOf(h);
    if (kind === 'comboboost') {
      const bet = found.comboboost ? null : comboboostFor(h, ctx);
      if (bet) found.comboboost = { held: h, bet };
    } else if (kind === 'freebet') {
      if (inScope(h, ctx) && isFreebetEligible(ctx.bet, toFreebet(h, ctx.now)))
        found.freebets.push(h);
    } else if (found[kind] === null && farmingEligible(h, ctx)) {
      found[kind] = h;
    }
  }
  return found;
}

/** A bet's bonus as checked: the held bonus it is, and the comboboost odds to place at. */
export type BetBonusCheck =
  { ok: true; held: HeldBonus; bonusOdds: number | null } | { ok: false; key: BetMessageKey };

const refused = (key: BetMessageKey): BetBonusCheck => ({ ok: false, key });

/**
 * Checks the bonus `{id, type, odds}` of a placed bet (spec §4, §5): the player's own bonus of that
 * type (the issued id, or the campaign id of one they hold), usable now (active, not expired, its
 * campaign running), eligible for this bet through packages/betting (freebet conditions, a
 * comboboost's active range and only-verified rule, farming currency and odds), a freebet's stake
 * equal to its amount, and a comboboost's odds equal to the active range's.
 */
export function checkBetBonus(
  bonus: BetBonus,
  held: readonly HeldBonus[],
  ctx: BonusBetContext,
): BetBonusCheck {
  const mine = held.filter((h) => h.issued.id === bonus.id || h.campaign.id === bonus.id);
  const found =
    mine.find((h) => h.issued.id === bonus.id) ??
    mine.find((h) => isUsable(h.issued, h.campaign, ctx.now));
  if (!found) return refused('error.place_bets.bonus_unavailable');
  const { issued, campaign } = found;
  const kind = kindOf(found);
  const typeMatches = isFreebetBonusType(bonus.type) ? kind === 'freebet' : kind === bonus.type;
  if (!typeMatches) return refused('error.place_bets.bonus_unavailable');
  if (!isUsable(issued, campaign, ctx.now)) return refused('error.place_bets.bonus_expired');
  if (!inScope(found, ctx)) return refused('error.place_bets.bonus_unavailable');
  switch (kind) {
    case 'freebet': {
      if (!isFreebetEligible(ctx.bet, toFreebet(found, ctx.now)))
        return refused('error.place_bets.bonus_unavailable');
      if (ctx.bet.stake !== issued.amount) return refused('error.place_bets.freebet_stake');
      return { ok: true, held: found, bonusOdds: null };
    }
    case 'comboboost': {
      const boost = toComboboost(found);
      if (boost.onlyVerified && !ctx.player.isVerified)
        return refused('error.place_bets.bonus_only_verified');
      const odds = comboboostOdds(boost, ctx.bet, ctx.player);
      if (odds === undefined) return refused('error.place_bets.bonus_unavailable');
      if (bonus.odds === undefined || toOddsUnits(bonus.odds) !== toOddsUnits(odds))
        return refused('error.place_bets.bonus_odds_changed');
      return { ok: true, held: found, bonusOdds: odds };
    }
    default:
      return farmingEligible(found, ctx)
        ? { ok: true, held: found, bonusOdds: null }
        : refused('error.place_bets.bonus_unavailable');
  }
}
