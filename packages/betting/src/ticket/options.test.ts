import { describe, expect, test } from 'vitest';
import { providersWithoutMultiSingle, ticketProviders } from './options';
import { bet, selection, ticketOf } from './test-fixtures';

describe('ticketProviders', () => {
  test('lists each provider of the slip once, custom bets included', () => {
    const ticket = ticketOf(
      bet('combo', [selection(1), selection(2, 2, { provider: 'oddin' }), selection(3)]),
      bet('custom_bet', [selection(4, 2, { provider: 'betconstruct' })], 0, { customOdds: 3 }),
    );
    expect(ticketProviders(ticket)).toEqual(['betradar', 'oddin', 'betconstruct']);
  });
});

describe('providersWithoutMultiSingle', () => {
  test.each([
    [['betradar', 'oddin'], { betradar: true, oddin: true }, []],
    [['betradar', 'oddin'], { betradar: true }, ['oddin']], // missing means not available
    [['betradar', 'betradar'], { betradar: false }, ['betradar']],
    [[], {}, []],
  ] as const)('%j with %j refuse: %j', (providers, available, expected) => {
    expect(providersWithoutMultiSingle(providers, available)).toEqual(expected);
  });
});
