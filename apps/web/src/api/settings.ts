import { queryOptions } from '@tanstack/react-query';
import type { BetLimits } from '@sportsbook/betting/ticket/bet-limits';
import type { SettingsBodyWire, SettingsWire } from '@sportsbook/contract/settings';
import { apiRequest, lazySchema } from './client';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireSettings = () => import('@sportsbook/contract/settings');

/** Spec §3 Betting settings as stored for a player (GET/POST /settings, spec §7). */
export interface BettingSettings {
  /** Stake presets per currency, major units. */
  stakes: Record<string, number[]>;
  oddsAcceptMode: SettingsWire['auto_accept_odds_change'];
  oddsType: SettingsWire['odds_type'];
  /** Null for site defaults (anonymous caller or nothing stored yet). */
  updatedAt: string | null;
  /** Spec §3: providers whose selections may go as several singles; absent means not allowed. */
  multiSingleAvailableByProvider: NonNullable<SettingsWire['multi_single_available_by_provider']>;
  /** Spec §3 isMultiActiveFreebetsAllowed: the bettor picks among several freebets. */
  multiActiveFreebets: boolean;
  /** The site's limits of one bet (max total odds, max payout per currency); null when not sent. */
  betLimits: BetLimits | null;
  /** The server's VAPID public key (base64url) for Web Push; null: the site sends none. */
  pushPublicKey: string | null;
  /** The stored Web Push subscription (PushSubscription JSON), or null. */
  pushSubscription: string | null;
}

const toBetLimits = (w: SettingsWire): BetLimits | null =>
  w.max_total_odds === undefined && w.max_payout === undefined
    ? null
    : {
        maxTotalOdds: w.max_total_odds ?? Number.POSITIVE_INFINITY,
        maxPayout: w.max_payout ?? {},
      };

const toSettings = (w: SettingsWire): BettingSettings => ({
  stakes: w.stakes,
  oddsAcceptMode: w.auto_accept_odds_change,
  oddsType: w.odds_type,
  updatedAt: w.updated_at,
  multiSingleAvailableByProvider: w.multi_single_available_by_provider ?? {},
  multiActiveFreebets: w.is_multi_active_freebets_allowed ?? false,
  betLimits: toBetLimits(w),
  pushPublicKey: w.push_public_key ?? null,
  pushSubscription: w.one_signal_push_notification_subscription,
});

export async function getSettings(signal?: AbortSignal): Promise<BettingSettings> {
  return toSettings(
    await apiRequest({
      api: 'sportsbook',
      path: '/v2/settings',
      schema: lazySchema(wireSettings, 'settingsSchema'),
      signal,
    }),
  );
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['sportsbook', 'settings'] as const,
    queryFn: ({ signal }) => getSettings(signal),
  });

/** POST /settings: the answer is the whole stored settings. */
async function postSettings(body: SettingsBodyWire): Promise<BettingSettings> {
  return toSettings(
    await apiRequest({
      api: 'sportsbook',
      path: '/v2/settings',
      method: 'POST',
      body,
      schema: lazySchema(wireSettings, 'settingsSchema'),
    }),
  );
}

/** POST /settings with the changed fields. */
export const saveSettings = (
  change: Partial<Pick<BettingSettings, 'stakes' | 'oddsAcceptMode' | 'oddsType'>>,
): Promise<BettingSettings> =>
  postSettings({
    stakes: change.stakes,
    auto_accept_odds_change: change.oddsAcceptMode,
    odds_type: change.oddsType,
  });

/** Stores this browser's Web Push subscription (JSON), or clears it with null. */
export const savePushSubscription = (subscription: string | null): Promise<BettingSettings> =>
  postSettings({ one_signal_push_notification_subscription: subscription });
