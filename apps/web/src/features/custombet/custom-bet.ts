import type { CustomMarket } from '@/api/custom-bet';
import { outcomeKey, type Selection, type Provider } from '@sportsbook/betting/ticket/types';
import type { MatchStatus } from '@sportsbook/betting/ticket/types';

/** A market the bet builder may combine (GET /bets/custom/markets/{matchId}). */
export type { CustomMarket } from '@/api/custom-bet';

/** The match a bet builder bet is on, as the page knows it. */
export interface CustomBetMatch {
  id: number;
  urnId: string;
  slug: string;
  status: MatchStatus;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  provider: Provider;
}

/** One pick of the builder: a market outcome. */
export interface CustomPick {
  marketId: number;
  specifier: string;
  outcomeId: string;
  group: string;
}

/** The most selections one bet builder bet takes (POST /bets/custom/odds accepts up to 12). */
export const MAX_CUSTOM_PICKS = 12;

/**
 * The fewest picks the builder prices: 2, or 1 where the site allows a single custom bet (spec §3
 * betting settings "custom bet allowed for single"; the server refuses one otherwise).
 */
export const minCustomPicks = (singleAllowed: boolean): number => (singleAllowed ? 1 : 2);

const samePick = (a: CustomPick, b: CustomPick) =>
  a.marketId === b.marketId && a.specifier === b.specifier && a.outcomeId === b.outcomeId;

/**
 * Toggles a pick: removed when picked; otherwise added, replacing a pick of the same custom-bet
 * group (two selections of one group cannot be combined), up to {@link MAX_CUSTOM_PICKS}.
 */
export function togglePick(picks: readonly CustomPick[], pick: CustomPick): CustomPick[] {
  if (picks.some((p) => samePick(p, pick))) return picks.filter((p) => !samePick(p, pick));
  const others = picks.filter((p) => p.group !== pick.group);
  return others.length >= MAX_CUSTOM_PICKS ? [...others] : [...others, pick];
}

export function isPicked(picks: readonly CustomPick[], pick: Omit<CustomPick, 'group'>): boolean {
  return picks.some((p) => samePick(p, { ...pick, group: '' }));
}

/** The slip selections of the picks (names from the builder's markets), in pick order. */
export function customSelections(
  match: CustomBetMatch,
  markets: readonly CustomMarket[],
  picks: readonly CustomPick[],
): Selection[] {
  return picks.flatMap((pick) => {
    const market = markets.find(
      (m) => m.marketId === pick.marketId && m.specifier === pick.specifier,
    );
    const outcome = market?.outcomes.find((o) => o.outcomeId === pick.outcomeId);
    if (!market || !outcome) return [];
    const selection: Selection = {
      id: outcomeKey({
        matchUrnId: match.urnId,
        marketId: market.marketId,
        outcomeId: outcome.outcomeId,
        specifier: market.specifier,
      }),
      matchId: match.id,
      matchUrnId: match.urnId,
      matchSlug: match.slug,
      matchStatus: match.status,
      sportKey: match.sportKey,
      nameA: match.nameA,
      nameB: match.nameB,
      categoryName: match.categoryName,
      provider: match.provider,
      marketId: market.marketId,
      marketName: market.name,
      marketGroup: market.group,
      specifier: market.specifier,
      outcomeId: outcome.outcomeId,
      outcomeName: outcome.name,
      odds: outcome.odds,
      acceptedOdds: outcome.odds,
      initialOdds: outcome.odds,
      active: true,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
    };
    return [selection];
  });
}

/** The selections POST /bets/custom/odds prices. */
export function oddsRequestSelections(picks: readonly CustomPick[]) {
  return picks.map((p) => ({
    marketId: p.marketId,
    specifier: p.specifier,
    outcomeId: p.outcomeId,
  }));
}

/** An outcome clicked elsewhere that the bet builder should start from. */
export interface CustomBetRequest {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}

export type CustomBetOpener = (request: CustomBetRequest) => void;

/** The bet builders mounted on the page, by match; one set per bet slip host. */
export interface CustomBetOpeners {
  /** A mounted bet builder entry listens for its match. @returns the remover */
  listen: (matchId: number, opener: CustomBetOpener) => () => void;
  /**
   * Spec §4: when the slip's first bet is a bet builder bet, selecting an outcome opens the
   * custom-bet modal. @returns false when no bet builder of that match is on the page
   */
  request: (request: CustomBetRequest) => boolean;
}

export function createCustomBetOpeners(): CustomBetOpeners {
  const openers = new Map<number, CustomBetOpener>();
  return {
    listen(matchId, opener) {
      openers.set(matchId, opener);
      return () => {
        if (openers.get(matchId) === opener) openers.delete(matchId);
      };
    },
    request(request) {
      const opener = openers.get(request.matchId);
      if (!opener) return false;
      opener(request);
      return true;
    },
  };
}
