import { describe, expect, test } from 'vitest';
import { appHeaderZones } from './app-header';
import type { PlacedZone } from './navigation-zones';

const zones = (
  [
    'sideMenu',
    'brandLogo',
    'sportList',
    'search',
    'odds',
    'bonus',
    'notifications',
    'profile',
  ] as const
).map((kind): PlacedZone => ({ key: kind, kind, node: kind }));

describe('appHeaderZones (issue 17 item 3: no duplicate header in the app)', () => {
  test('the web and a webview without the app’s header keep every zone', () => {
    expect(appHeaderZones(zones, 'web')).toBe(zones);
    expect(appHeaderZones(zones, 'webview')).toBe(zones);
  });

  test('under the app’s header only the player’s parts stay: balance, notifications, bonuses', () => {
    expect(appHeaderZones(zones, 'webview-header').map((zone) => zone.kind)).toEqual([
      'bonus',
      'notifications',
      'profile',
    ]);
  });
});
