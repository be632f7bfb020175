import { describe, expect, it } from 'vitest';
import { firstOddsTypeSync } from './odds-type-sync';

describe('firstOddsTypeSync', () => {
  it.each([
    [
      { oddsType: 'american', updatedAt: '2026-01-01T00:00:00Z' },
      'european',
      { action: 'apply', oddsType: 'american' },
    ],
    [{ oddsType: 'american', updatedAt: '2026-01-01T00:00:00Z' }, 'american', { action: 'none' }],
    [{ oddsType: 'european', updatedAt: null }, 'british', { action: 'save', oddsType: 'british' }],
    [{ oddsType: 'european', updatedAt: null }, 'european', { action: 'none' }],
  ] as const)('server %j, local %s -> %j', (server, local, expected) => {
    expect(firstOddsTypeSync(server, local)).toEqual(expected);
  });
});
