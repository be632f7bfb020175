import { describe, expect, test } from 'vitest';
import { EMPTY_TICKET, type Ticket, type TicketBet } from '../ticket/types';
import { setBetBonus } from './bet-bonus';
import { betBonusOptions, defaultableBonusIds, isCarried, optionChoice } from './bonus-options';
import { applyFreebet } from './freebet';
import { bet } from './test-fixtures';
import type { SlipBonusContext } from './ticket-bonuses';
import type { AvailableBonuses, Comboboost, Freebet } from './types';

const comboboost: Comboboost = {
  id: 'cb-1',
  type: 'ranges',
  minOdds: 1.3,
  ranges: [{ minCount: 2, maxCount: 10, bonusOdds: 1.1 }],
  onlyVerified: false,
};
const freebet = (id: string): Freebet => ({
  id,
  freebetType: 'no_risk',
  isActive: true,
  currency: 'EUR',
  amount: 500,
});
const context: SlipBonusContext = { isVerified: true, multiActiveFreebets: false };
const ticketOf = (...bets: TicketBet[]): Ticket => ({ ...EMPTY_TICKET, bets });
const all: AvailableBonuses = {
  freebet: [freebet('fb-1'), freebet('fb-2')],
  comboboost,
  tournament: { id: 't-1' },
  hunting: { id: 'h-1' },
};

describe('betBonusOptions (spec §4 bonus selection)', () => {
  test('hunting, tournament, comboboost (the default order), then the freebets', () => {
    const options = betBonusOptions(ticketOf(bet([2, 2])), 0, all, context);
    expect(options.map((o) => [o.kind, o.id])).toEqual([
      ['hunting', 'h-1'],
      ['tournament', 't-1'],
      ['comboboost', 'cb-1'],
      ['freebet', 'fb-1'],
    ]);
    expect(options[2]).toMatchObject({ odds: 1.1 });
  });

  test('every freebet with multi-active freebets; a comboboost that does not apply is left out', () => {
    const options = betBonusOptions(ticketOf(bet([2])), 0, all, {
      ...context,
      multiActiveFreebets: true,
    });
    expect(options.map((o) => o.id)).toEqual(['h-1', 't-1', 'fb-1', 'fb-2']);
  });

  test('a freebet another bet carries comes with its problem; no bet, no options', () => {
    const other = applyFreebet(bet([2]), freebet('fb-1'));
    const options = betBonusOptions(
      ticketOf(bet([2]), other),
      0,
      { freebet: freebet('fb-1') },
      context,
    );
    expect(options).toEqual([
      { kind: 'freebet', id: 'fb-1', freebet: freebet('fb-1'), problems: ['used_by_another_bet'] },
    ]);
    expect(betBonusOptions(ticketOf(), 0, all, context)).toEqual([]);
  });
});

describe('isCarried, optionChoice, defaultableBonusIds', () => {
  const [hunting, , boost, fb] = betBonusOptions(ticketOf(bet([2, 2])), 0, all, context);
  test('the option the bet carries, by id and kind', () => {
    if (!hunting || !boost || !fb) throw new Error('options');
    const withHunting = setBetBonus(bet([2, 2]), { id: 'h-1', type: 'hunting' });
    expect(isCarried(withHunting, hunting)).toBe(true);
    expect(isCarried(withHunting, boost)).toBe(false);
    expect(isCarried(applyFreebet(bet([2, 2]), freebet('fb-1')), fb)).toBe(true);
    expect(isCarried(bet([2, 2]), hunting)).toBe(false);
    expect(optionChoice(fb)).toEqual({ kind: 'freebet', id: 'fb-1' });
    expect(optionChoice(boost)).toEqual({ kind: 'comboboost' });
  });

  test('"no bonus" sets aside what the default could choose, never a freebet', () => {
    expect(defaultableBonusIds(all)).toEqual(['h-1', 't-1', 'cb-1']);
    expect(defaultableBonusIds({ freebet: freebet('fb-1') })).toEqual([]);
  });
});
