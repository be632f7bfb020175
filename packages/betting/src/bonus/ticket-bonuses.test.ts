import { describe, expect, test } from 'vitest';
import { EMPTY_TICKET, type Ticket, type TicketBet } from '../ticket/types';
import { setBetBonus } from './bet-bonus';
import { applyFreebet } from './freebet';
import { bet } from './test-fixtures';
import {
  chooseBonus,
  freebetChoices,
  offeredFreebets,
  removeBetBonus,
  syncTicketBonuses,
  type SlipBonusContext,
} from './ticket-bonuses';
import type { AvailableBonuses, Comboboost, Freebet } from './types';

const comboboost: Comboboost = {
  id: 'cb-1',
  type: 'ranges',
  minOdds: 1.3,
  ranges: [{ minCount: 2, maxCount: 10, bonusOdds: 1.1 }],
  onlyVerified: false,
};
const freebet = (id: string, patch: Partial<Freebet> = {}): Freebet => ({
  id,
  freebetType: 'no_risk',
  isActive: true,
  currency: 'EUR',
  amount: 500,
  ...patch,
});
const single: Context = { isVerified: true, multiActiveFreebets: false };
const multi: Context = { isVerified: true, multiActiveFreebets: true };
type Context = SlipBonusContext;
const ticketOf = (...bets: TicketBet[]): Ticket => ({ ...EMPTY_TICKET, bets });

describe('offeredFreebets (spec §3 isMultiActiveFreebetsAllowed)', () => {
  const list = { freebet: [freebet('a', { isActive: false }), freebet('b'), freebet('c')] };
  test('several may be active: every one', () => {
    expect(offeredFreebets(list, true).map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });
  test('one at a time: the first active one', () => {
    expect(offeredFreebets(list, false).map((f) => f.id)).toEqual(['b']);
    expect(offeredFreebets({}, false)).toEqual([]);
    expect(offeredFreebets({ freebet: freebet('x') }, false).map((f) => f.id)).toEqual(['x']);
  });
});

describe('freebetChoices', () => {
  const available = { freebet: [freebet('a'), freebet('b', { minOdds: 3 })] };

  test('each offered freebet with its own conditions', () => {
    const choices = freebetChoices(ticketOf(bet([2], 'single')), 0, available, true);
    expect(choices.map((c) => [c.freebet.id, c.problems])).toEqual([
      ['a', []],
      ['b', ['odds_below_min']],
    ]);
  });

  test('a freebet on another bet is used there; without multi-active no second freebet', () => {
    const first = applyFreebet(bet([2], 'single'), freebet('a'));
    const ticket = ticketOf(first, bet([4], 'single'));
    expect(freebetChoices(ticket, 1, available, true).map((c) => c.problems)).toEqual([
      ['used_by_another_bet'],
      [],
    ]);
    expect(
      freebetChoices(ticket, 1, { freebet: [freebet('b')] }, false).map((c) => c.problems),
    ).toEqual([['used_by_another_bet']]);
    // the bet carrying it may keep it
    expect(freebetChoices(ticket, 0, available, false)[0]?.problems).toEqual([]);
  });

  test('no bet at the index: no choices', () => {
    expect(freebetChoices(ticketOf(), 0, available, true)).toEqual([]);
  });
});

describe('syncTicketBonuses', () => {
  test('a bet without a bonus gets the default: hunting before comboboost (spec §4)', () => {
    const ticket = ticketOf(bet([2, 2]));
    const synced = syncTicketBonuses(ticket, [{ hunting: { id: 'h' }, comboboost }], single);
    expect(synced.bets[0]?.bonus).toEqual({ id: 'h', type: 'hunting' });
    const boosted = syncTicketBonuses(ticket, [{ comboboost }], single);
    expect(boosted.bets[0]?.bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.1 });
    expect(boosted.bets[0]?.bonusOdds).toBe(1.1);
  });

  test('a bonus the bettor removed is not chosen again', () => {
    const synced = syncTicketBonuses(
      ticketOf(bet([2, 2])),
      [{ hunting: { id: 'h' }, comboboost }],
      single,
      new Set(['h']),
    );
    expect(synced.bets[0]?.bonus?.type).toBe('comboboost');
    const none = syncTicketBonuses(
      ticketOf(bet([2, 2])),
      [{ comboboost }],
      single,
      new Set(['cb-1']),
    );
    expect(none.bets[0]?.bonus).toBeUndefined();
  });

  test('a freebet no longer offered is dropped with stake 0 (spec §4)', () => {
    const withFreebet = applyFreebet(bet([2], 'single'), freebet('a'));
    const synced = syncTicketBonuses(ticketOf(withFreebet), [{ freebet: [] }], single);
    expect(synced.bets[0]).toMatchObject({ stake: 0, stakeSource: 'stake' });
    expect(synced.bets[0]?.bonus).toBeUndefined();
  });

  test('a freebet that no longer fits the bet is dropped; one still fitting follows its amount', () => {
    const withFreebet = applyFreebet(bet([2], 'single'), freebet('a'));
    const tooLow = syncTicketBonuses(
      ticketOf(withFreebet),
      [{ freebet: freebet('a', { minOdds: 2.5 }) }],
      single,
    );
    expect(tooLow.bets[0]?.bonus).toBeUndefined();
    expect(tooLow.bets[0]?.stake).toBe(0);
    const boosted = syncTicketBonuses(
      ticketOf(withFreebet),
      [{ freebet: freebet('a', { amount: 750 }) }],
      single,
    );
    expect(boosted.bets[0]).toMatchObject({ stake: 750, freebetStake: 750 });
  });

  test('one freebet on two bets: the later bet loses it; without multi-active, any second freebet', () => {
    const a = applyFreebet(bet([2], 'single'), freebet('a'));
    const b = applyFreebet(bet([3], 'single'), freebet('b'));
    const available = { freebet: [freebet('a'), freebet('b')] };
    const twice = syncTicketBonuses(ticketOf(a, { ...a }), [available, available], multi);
    expect(twice.bets.map((x) => x.bonus?.id)).toEqual(['a', undefined]);
    expect(twice.bets[1]?.stake).toBe(0);
    const both = syncTicketBonuses(ticketOf(a, b), [available, available], multi);
    expect(both.bets.map((x) => x.bonus?.id)).toEqual(['a', 'b']);
    const one = syncTicketBonuses(ticketOf(a, b), [available, available], single);
    expect(one.bets.map((x) => x.bonus?.id)).toEqual(['a', undefined]);
  });

  test('a hunting no longer offered gives way to the next default', () => {
    const hunted = setBetBonus(bet([2, 2]), { id: 'h', type: 'hunting' });
    const synced = syncTicketBonuses(ticketOf(hunted), [{ comboboost }], single);
    expect(synced.bets[0]?.bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.1 });
  });

  test('a comboboost whose range is gone is dropped', () => {
    const boosted = setBetBonus(bet([2, 1.2]), { id: 'cb-1', type: 'comboboost', odds: 1.1 });
    const synced = syncTicketBonuses(ticketOf(boosted), [{ comboboost }], single);
    expect(synced.bets[0]?.bonus).toBeUndefined();
    expect(synced.bets[0]?.bonusOdds).toBeUndefined();
  });

  test('the same ticket when nothing changes, when bonuses are unknown, while placing', () => {
    const hunted = ticketOf(setBetBonus(bet([2, 2]), { id: 'h', type: 'hunting' }));
    expect(syncTicketBonuses(hunted, [{ hunting: { id: 'h' } }], single)).toBe(hunted);
    expect(syncTicketBonuses(hunted, [undefined], single)).toBe(hunted);
    const placing = { ...hunted, inProgress: true };
    expect(syncTicketBonuses(placing, [{}], single)).toBe(placing);
  });
});

describe('chooseBonus and removeBetBonus (the bettor picks)', () => {
  const available: AvailableBonuses = {
    comboboost,
    freebet: [freebet('a'), freebet('b', { minOdds: 10 })],
    hunting: { id: 'h' },
  };

  test('a freebet sets the stake to its amount; removing it resets the stake to 0 (spec §4)', () => {
    const ticket = ticketOf(bet([2, 2]));
    const paid = chooseBonus(ticket, 0, { kind: 'freebet', id: 'a' }, available, single);
    expect(paid.bets[0]).toMatchObject({
      bonus: { id: 'a', type: 'freebet_no_risk' },
      stake: 500,
      freebetStake: 500,
      stakeSource: 'freebet',
    });
    const removed = removeBetBonus(paid, 0);
    expect(removed.bets[0]).toMatchObject({ stake: 0, stakeSource: 'stake' });
    expect(removed.bets[0]?.bonus).toBeUndefined();
  });

  test('the comboboost is priced for the bet and replaces a freebet, whose stake goes', () => {
    const paid = chooseBonus(
      ticketOf(bet([2, 2])),
      0,
      { kind: 'freebet', id: 'a' },
      available,
      single,
    );
    const boosted = chooseBonus(paid, 0, { kind: 'comboboost' }, available, single);
    expect(boosted.bets[0]).toMatchObject({
      bonus: { id: 'cb-1', type: 'comboboost', odds: 1.1 },
      bonusOdds: 1.1,
      stake: 0,
    });
    const hunted = chooseBonus(boosted, 0, { kind: 'hunting' }, available, single);
    expect(hunted.bets[0]?.bonus).toEqual({ id: 'h', type: 'hunting' });
    expect(hunted.bets[0]?.bonusOdds).toBeUndefined();
  });

  test('what the bet cannot take changes nothing', () => {
    const ticket = ticketOf(bet([2, 2]));
    expect(chooseBonus(ticket, 0, { kind: 'freebet', id: 'b' }, available, single)).toBe(ticket);
    expect(chooseBonus(ticket, 0, { kind: 'freebet', id: 'x' }, available, single)).toBe(ticket);
    expect(chooseBonus(ticket, 0, { kind: 'tournament' }, available, single)).toBe(ticket);
    const lone = ticketOf(bet([2], 'single'));
    expect(chooseBonus(lone, 0, { kind: 'comboboost' }, available, single)).toBe(lone);
    expect(chooseBonus(ticket, 3, { kind: 'hunting' }, available, single)).toBe(ticket);
    const placing = { ...ticket, inProgress: true };
    expect(chooseBonus(placing, 0, { kind: 'hunting' }, available, single)).toBe(placing);
    expect(removeBetBonus(ticket, 0)).toBe(ticket);
  });
});
