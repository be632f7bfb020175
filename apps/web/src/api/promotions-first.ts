import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './errors';
import { getBonusPage, type BonusListKind } from './promotions';
import { bonusKeys } from './promotions-keys';
import type { BonusOffer } from './promotions-types';

/**
 * The first `limit` bonuses of some kinds, in the kinds' order, read page by page from GET
 * /bonuses/{kind} (a tournaments page holds one: spec §9): what a content page's "tournaments"
 * or "bonuses" block shows (spec §2). A kind the server keeps to players (401) is skipped.
 */
export async function getFirstBonuses(
  kinds: readonly BonusListKind[],
  limit: number,
  locale: string,
  signal?: AbortSignal,
): Promise<BonusOffer[]> {
  const found: BonusOffer[] = [];
  for (const kind of kinds) {
    for (let page = 1; found.length < limit; page += 1) {
      let answer;
      try {
        answer = await getBonusPage(kind, page, locale, signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) break;
        throw error;
      }
      found.push(...answer.items.slice(0, limit - found.length));
      if (answer.page >= answer.lastPage || answer.items.length === 0) break;
    }
  }
  return found;
}

export const firstBonusesQueryOptions = (
  kinds: readonly BonusListKind[],
  limit: number,
  locale: string,
  signedIn: boolean,
) =>
  queryOptions({
    // under bonusKeys.all: signing out drops a player's view of them
    queryKey: [
      ...bonusKeys.all,
      'first',
      kinds.join(','),
      limit,
      locale,
      signedIn ? 'player' : 'visitor',
    ] as const,
    queryFn: ({ signal }) => getFirstBonuses(kinds, limit, locale, signal),
  });
