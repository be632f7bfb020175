import { queryOptions } from '@tanstack/react-query';
import {
  settingsSchema,
  type SettingsBodyWire,
  type SettingsWire,
} from '@sportsbook/contract/settings';
import { apiRequest } from './client';

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
}

const toSettings = (w: SettingsWire): BettingSettings => ({
  stakes: w.stakes,
  oddsAcceptMode: w.auto_accept_odds_change,
  oddsType: w.odds_type,
  updatedAt: w.updated_at,
  multiSingleAvailableByProvider: w.multi_single_available_by_provider ?? {},
});

export async function getSettings(signal?: AbortSignal): Promise<BettingSettings> {
  return toSettings(
    await apiRequest({ api: 'sportsbook', path: '/v2/settings', schema: settingsSchema, signal }),
  );
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['sportsbook', 'settings'] as const,
    queryFn: ({ signal }) => getSettings(signal),
  });

/** POST /settings with the changed fields; the answer is the whole stored settings. */
export async function saveSettings(
  change: Partial<Pick<BettingSettings, 'stakes' | 'oddsAcceptMode' | 'oddsType'>>,
): Promise<BettingSettings> {
  const body: SettingsBodyWire = {
    stakes: change.stakes,
    auto_accept_odds_change: change.oddsAcceptMode,
    odds_type: change.oddsType,
  };
  return toSettings(
    await apiRequest({
      api: 'sportsbook',
      path: '/v2/settings',
      method: 'POST',
      body,
      schema: settingsSchema,
    }),
  );
}
