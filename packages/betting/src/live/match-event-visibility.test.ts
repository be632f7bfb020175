import { describe, expect, test } from 'vitest';
import type { Provider } from '../ticket/types';
import { isMatchEventVisible, type MatchEventFlags } from './match-event-visibility';

describe('isMatchEventVisible', () => {
  const asLists: MatchEventFlags = {
    enabledSportTypes: ['regular'],
    enabledProviders: ['betradar', 'oddin'],
  };
  const asSets: MatchEventFlags = {
    enabledSportTypes: new Set(['regular']),
    enabledProviders: new Set<Provider>(['betradar', 'oddin']),
  };

  test.each<[string, Provider, boolean]>([
    ['regular', 'betradar', true],
    ['regular', 'oddin', true],
    ['cyber', 'betradar', false], // sport type not enabled
    ['regular', 'betconstruct', false], // provider not enabled
    ['cyber', 'betconstruct', false],
  ])('%s from %s: %s', (sportType, provider, visible) => {
    expect(isMatchEventVisible({ sportType, provider }, asLists)).toBe(visible);
    expect(isMatchEventVisible({ sportType, provider }, asSets)).toBe(visible);
  });

  test('empty flags enable nothing', () => {
    const none: MatchEventFlags = { enabledSportTypes: [], enabledProviders: [] };
    expect(isMatchEventVisible({ sportType: 'regular', provider: 'betradar' }, none)).toBe(false);
  });
});
