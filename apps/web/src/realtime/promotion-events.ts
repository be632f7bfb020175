import type { QueryClient } from '@tanstack/react-query';
import type { BonusNoticeWire, TournamentPoolWire } from '@sportsbook/contract/bonus';
import { bonusKeys, tournamentPoolKey } from '@/api/promotions-keys';
import {
  noticeBonusIssued,
  toBonusNotice,
  toTournamentPool,
  type TournamentPool,
} from '@/api/promotions-notices';

/** Spec §7 tournament_pool_changed: the tournament's pool is shown live, without a request. */
export function applyTournamentPool(client: QueryClient, data: TournamentPoolWire): void {
  const pool = toTournamentPool(data);
  client.setQueryData<TournamentPool>(tournamentPoolKey(pool.tournamentId), pool);
}

/**
 * Spec §7 bonus_issued: the alert queue hears of it (spec §4) and the bonus lists and header
 * count are refetched, so the new bonus shows everywhere.
 */
export function applyBonusIssued(client: QueryClient, data: BonusNoticeWire): void {
  noticeBonusIssued(toBonusNotice(data));
  void client.invalidateQueries({ queryKey: bonusKeys.all });
}
