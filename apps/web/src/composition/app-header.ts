import type { AppShellMode } from '@/session/app-shell';
import type { PlacedZone } from './navigation-zones';

/**
 * Header zones the site keeps when the app draws its own header (issue 17 item 3): the player's
 * own parts (balance and account, notifications, bonuses), not the brand, menus, search or
 * pickers the app's header already has. The bet slip stays in its panel and the tab bar.
 */
const KEPT_UNDER_APP_HEADER = new Set<PlacedZone['kind']>(['profile', 'notifications', 'bonus']);

/** The header's zones for the page's shell mode. */
export function appHeaderZones(zones: PlacedZone[], mode: AppShellMode): PlacedZone[] {
  if (mode !== 'webview-header') return zones;
  return zones.filter((zone) => KEPT_UNDER_APP_HEADER.has(zone.kind));
}
