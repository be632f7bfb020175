import { queryOptions } from '@tanstack/react-query';
import type {
  AvailableBonuses,
  Comboboost,
  Freebet,
  HuntingBonus,
} from '@sportsbook/betting/bonus/types';
import { toPlacementBet } from '@sportsbook/betting/placement/payload';
import type { Ticket, TicketBet } from '@sportsbook/betting/ticket/types';
import { MATCH_STATUSES, type MatchStatus } from '@sportsbook/betting/vocabulary';
import type { z } from 'zod';
import {
  applicableBonusesResponseSchema,
  type AvailableBonusesWire,
  type bonusBetsBodySchema,
  type ComboboostWire,
  type FarmingBonusWire,
  type FreebetWire,
} from '@sportsbook/contract/promotions';
import { toPlacementBetWire } from './bets';
import { apiRequest } from './client';

/*
 * POST /api/sportsbook/v2/bonuses (spec §7 "bonuses applicable to a bet"): the bonuses each bet of
 * the slip may carry now (spec §3 bet ticket availableBonuses), mapped to packages/betting's
 * AvailableBonuses with the names the slip shows. Only a signed-in player asks (spec §6).
 */

/** A bonus the slip names: the bet rules read the rest, the bettor reads `name`. */
interface Named {
  name: string;
}
export type OfferedComboboost = Comboboost & Named;
export type OfferedFreebet = Freebet & Named;
export type OfferedFarmingBonus = HuntingBonus & Named;

/** What one bet of the slip may carry (spec §3 availableBonuses), freebets always as a list. */
export interface OfferedBonuses extends AvailableBonuses {
  comboboost?: OfferedComboboost;
  freebet: OfferedFreebet[];
  hunting?: OfferedFarmingBonus;
  tournament?: OfferedFarmingBonus;
  lootbox?: OfferedFarmingBonus;
}

type BonusBetsBodyWire = z.infer<typeof bonusBetsBodySchema>;
type BonusBetWire = BonusBetsBodyWire['bets'][number];

export function toComboboost(w: ComboboostWire): OfferedComboboost {
  return {
    id: w.id,
    name: w.name,
    type: w.comboboost_type,
    minOdds: w.min_odds,
    ranges: w.ranges.map((r) => ({
      minCount: r.min_count,
      maxCount: r.max_count,
      bonusOdds: r.bonus_odds,
    })),
    onlyVerified: w.only_verified,
  };
}

const isMatchStatus = (value: number): value is MatchStatus =>
  (MATCH_STATUSES as readonly number[]).includes(value);

/** A freebet; wire nulls (no floor, no ceiling, any status) become absent conditions. */
export function toFreebet(w: FreebetWire): OfferedFreebet {
  const freebet: OfferedFreebet = {
    id: w.id,
    name: w.name,
    freebetType: w.freebet_type,
    isActive: w.is_active,
    currency: w.currency,
    amount: w.amount,
  };
  if (w.min_odds !== null) freebet.minOdds = w.min_odds;
  if (w.max_odds !== null) freebet.maxOdds = w.max_odds;
  if (w.match_status !== null && isMatchStatus(w.match_status)) {
    freebet.matchStatus = w.match_status;
  }
  if (w.selections_count_from !== null) freebet.selectionsCountFrom = w.selections_count_from;
  if (w.selections_count_to !== null) freebet.selectionsCountTo = w.selections_count_to;
  return freebet;
}

const toFarming = (w: FarmingBonusWire): OfferedFarmingBonus => ({ id: w.id, name: w.name });

/** One bet's answer: every kind the server offers, nulls left out. */
export function toOfferedBonuses(w: AvailableBonusesWire): OfferedBonuses {
  const offered: OfferedBonuses = { freebet: w.freebets.map(toFreebet) };
  if (w.comboboost) offered.comboboost = toComboboost(w.comboboost);
  if (w.hunting) offered.hunting = toFarming(w.hunting);
  if (w.tournament) offered.tournament = toFarming(w.tournament);
  if (w.lootbox) offered.lootbox = toFarming(w.lootbox);
  return offered;
}

/** A slip bet as POST /bonuses reads it: what it is, without its bonus, custom odds or stake. */
export function toBonusBet(bet: TicketBet): BonusBetWire {
  const { type, selections, system_id } = toPlacementBetWire(toPlacementBet(bet));
  return system_id === undefined ? { type, selections } : { type, selections, system_id };
}

/**
 * What decides the answer, for the query key: each bet's type, system and selections (not their
 * odds or stakes, which move all the time: the rules re-price bonuses locally) and the currency.
 */
export function betBonusesKeyOf(ticket: Ticket): string[] {
  return ticket.bets.map(
    (b) =>
      `${b.betType}:${b.systemType?.id ?? ''}:${b.currency}:${b.selections.map((s) => s.id).join(',')}`,
  );
}

/** POST /v2/bonuses: one entry per bet, in slip order; names in the page's `locale`. */
export async function getBetBonuses(
  ticket: Ticket,
  locale: string,
  signal?: AbortSignal,
): Promise<OfferedBonuses[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/bonuses',
    method: 'POST',
    query: { locale },
    body: { bets: ticket.bets.map(toBonusBet) } satisfies BonusBetsBodyWire,
    schema: applicableBonusesResponseSchema,
    signal,
  });
  return answer.data.map(toOfferedBonuses);
}

export const betBonusesKeys = {
  all: ['sportsbook', 'bonuses', 'bets'] as const,
};

/**
 * The bonuses of the slip's bets, keyed by {@link betBonusesKeyOf} and the locale. `ticket` is
 * read when the query runs: the key names everything that changes the answer.
 */
export const betBonusesQueryOptions = (ticket: Ticket, locale: string) =>
  queryOptions({
    queryKey: [...betBonusesKeys.all, locale, betBonusesKeyOf(ticket)] as const,
    // no stale time: a slip shown again after a placement asks again (a freebet is used once)
    queryFn: ({ signal }) => getBetBonuses(ticket, locale, signal),
  });
