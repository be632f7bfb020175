import type { QueryClient } from '@tanstack/react-query';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import { isMatchEventVisible } from '@sportsbook/betting/live/match-event-visibility';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import { applyBalanceUpdate } from '@sportsbook/betting/live/account-update';
import { toMarket, toMatchFields, type MatchView } from '@/api/catalogue/types';
import { platformKeys } from '@/api/platform';
import type { Account } from '@/api/platform-types';
import { applyBetCashoutChanged, applyBetChanged } from './bet-events';
import { applyMarketsChanged, applyMatchChanged, liveMatchKey } from './live-cache';
import { applyNotification, applyUnreadCounters } from './notification-events';
import { applyBonusIssued, applyTournamentPool } from './promotion-events';
import { setProviderStatus } from './provider-status';

/**
 * Applies one real-time publication (spec §7 events) to the live entries. Events of a match whose
 * sport type or provider is disabled by the feature flags are dropped (spec §5).
 */
export function applyRealtimeEvent(
  client: QueryClient,
  event: RealtimeEventWire,
  flags: MatchEventFlags,
): void {
  const visible = (id: number) => {
    const match = client.getQueryData<MatchView>(liveMatchKey(id));
    return (
      !match ||
      isMatchEventVisible({ sportType: match.sport.type, provider: match.provider }, flags)
    );
  };
  switch (event.type) {
    case 'match_changed': {
      const { id, ...rest } = event.data;
      if (visible(id)) applyMatchChanged(client, id, toMatchFields(rest));
      return;
    }
    case 'match_status_changed': {
      const { match_id: id, status, is_live, is_finished } = event.data;
      if (visible(id))
        applyMatchChanged(client, id, { status, isLive: is_live, isFinished: is_finished });
      return;
    }
    case 'markets_changed': {
      const id = event.data.match_id;
      if (visible(id)) applyMarketsChanged(client, id, event.data.markets.map(toMarket));
      return;
    }
    case 'provider_status_changed':
      setProviderStatus(event.data.provider, event.data.status);
      return;
    case 'balance_changed':
      applyBalanceChanged(client, event.data);
      return;
    case 'bet_changed':
      applyBetChanged(client, event.data);
      return;
    case 'bet_cashout_changed':
      applyBetCashoutChanged(client, event.data);
      return;
    case 'unread_counters_changed':
      applyUnreadCounters(client, event.data);
      return;
    case 'notification':
      applyNotification(client, event.data);
      return;
    case 'tournament_pool_changed':
      applyTournamentPool(client, event.data);
      return;
    case 'bonus_issued':
      applyBonusIssued(client, event.data);
      return;
    default:
      // other account events belong to the betting features (private channel)
      return;
  }
}

/** Spec §4: a balance update replaces the balance of the account in the same currency. */
export function applyBalanceChanged(
  client: QueryClient,
  update: { currency: string; balance: number },
): void {
  // a read started before this change may still answer the old balance over the pushed one
  const staleRead = client.isFetching({ queryKey: platformKeys.accounts }) > 0;
  client.setQueryData<Account[]>(platformKeys.accounts, (accounts) =>
    // the reducer spreads each account, so `active` is kept
    accounts ? (applyBalanceUpdate(accounts, update) as Account[]) : accounts,
  );
  if (staleRead) void client.invalidateQueries({ queryKey: platformKeys.accounts });
}
