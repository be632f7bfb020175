import { describe, expect, test } from 'vitest';
import {
  changeBetType,
  createBet,
  rederiveBet,
  regularSelections,
  replaceRegularBets,
  retypeBet,
  setSystemType,
  ticketBetType,
} from './bet-type';
import { TicketInputError } from './errors';
import { systemTypesFor } from './system';
import {
  MULTI_SINGLE,
  OPTIONS,
  bet,
  selection,
  selections,
  systemBet,
  ticketOf,
} from './test-fixtures';
import type { Selection, Ticket, TicketBet } from './types';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof TicketInputError ? error.code : 'not a TicketInputError';
  }
  return undefined;
}

const custom = bet('custom_bet', [selection(9, 2, { outcomeId: '9' })], 300, { customOdds: 4 });

describe('ticketBetType and regularSelections', () => {
  test.each<[string, Ticket, string | undefined]>([
    ['an empty ticket', ticketOf(), undefined],
    ['a custom bet alone', ticketOf(custom), undefined],
    ['one single', ticketOf(bet('single', selections(2))), 'single'],
    [
      'a multi-single',
      ticketOf(bet('single', [selection(1)]), bet('single', [selection(2)])),
      'single',
    ],
    ['a combo beside a custom bet', ticketOf(custom, bet('combo', selections(2, 2))), 'combo'],
    ['a system', ticketOf(systemBet(2, selections(2, 2, 2))), 'system'],
  ])('%s: %s', (_name, ticket, expected) => {
    expect(ticketBetType(ticket)).toBe(expected);
  });

  test('regular selections skip custom bets and repeats', () => {
    const [a, b] = selections(2, 3) as [Selection, Selection];
    const ticket = ticketOf(bet('single', [a]), custom, bet('combo', [a, b]));
    expect(regularSelections(ticket)).toEqual([a, b]);
  });
});

describe('retypeBet and rederiveBet (spec §4)', () => {
  test.each<[string, TicketBet, string | undefined, string | undefined]>([
    ['a combo left with one selection', bet('combo', selections(2)), 'single', undefined],
    ['a single given two selections', bet('single', selections(2, 3)), 'combo', undefined],
    ['a combo of three', bet('combo', selections(2, 2, 2)), 'combo', undefined],
    [
      'a 2/3 system given a fourth selection',
      systemBet(2, selections(2, 2, 2)),
      'system',
      undefined,
    ],
    ['a system without a type, 3 selections', bet('system', selections(2, 2, 2)), 'system', '2/3'],
    ['a system without a type, 2 selections', bet('system', selections(2, 2)), 'combo', undefined],
  ])('%s becomes %s', (_name, b, betType, typeId) => {
    const next = retypeBet(b);
    expect(next.betType).toBe(betType);
    if (typeId) expect(next.systemType?.id).toBe(typeId);
    if (betType !== 'system') expect(next).not.toHaveProperty('systemType');
  });

  test('a k/n system keeps k for its new count: 2/3 plus one is 2/4, 3/4 minus one is the combo', () => {
    const legs = selections(2, 2, 2, 2);
    const twoOfThree = systemBet(2, legs.slice(0, 3));
    expect(retypeBet({ ...twoOfThree, selections: legs }).systemType).toEqual({
      id: '2/4',
      winCount: 2,
      totalCount: 4,
    });
    const threeOfFour = systemBet(3, legs);
    const trimmed = retypeBet({ ...threeOfFour, selections: legs.slice(0, 3) });
    expect(trimmed.betType).toBe('combo');
    expect(trimmed).not.toHaveProperty('systemType');
    expect(trimmed.stake).toBe(threeOfFour.stake);
  });

  test('returns the same bet when its type fits, and a custom bet untouched', () => {
    const combo = bet('combo', selections(2, 2), 100, { bonusOdds: 1.1 });
    expect(retypeBet(combo)).toBe(combo);
    const system = systemBet(2, selections(2, 2, 2));
    expect(retypeBet(system)).toBe(system);
    expect(retypeBet(custom)).toBe(custom);
    expect(retypeBet({ ...custom, selections: [] }).betType).toBe('custom_bet');
  });

  test('drops custom odds from a regular bet', () => {
    expect(retypeBet(bet('combo', selections(2, 2), 0, { customOdds: 3 }))).not.toHaveProperty(
      'customOdds',
    );
  });

  test('rederiveBet: no selection left is no bet', () => {
    expect(rederiveBet(bet('combo', []))).toBeUndefined();
    expect(rederiveBet(bet('combo', selections(2)))?.betType).toBe('single');
  });
});

describe('createBet', () => {
  test('uses the options currency and default stake', () => {
    expect(
      createBet(selections(2), 'single', { ...OPTIONS, currency: 'USD', defaultStake: 250 }),
    ).toEqual({
      betType: 'single',
      stake: 250,
      currency: 'USD',
      subunits: 100,
      stakeSource: 'stake',
      selections: selections(2),
    });
    expect(createBet(selections(2), 'single', OPTIONS).stake).toBe(0);
  });

  test.each([[-1], [0.5]])('refuses the default stake %s', (defaultStake) => {
    expect(codeOf(() => createBet(selections(2), 'single', { ...OPTIONS, defaultStake }))).toBe(
      'invalid_stake',
    );
  });
});

describe('changeBetType', () => {
  const four = selections(2, 3, 4, 5);
  const combo = bet('combo', four, 800, {
    bonus: { id: 'cb', type: 'comboboost', odds: 1.1 },
    bonusOdds: 1.1,
  });

  test('single splits the selections, each staked the previous stake; the bonus is dropped', () => {
    const result = changeBetType(ticketOf(combo, custom), 'single', MULTI_SINGLE);
    expect(result.ok).toBe(true);
    expect(result.ticket.bets).toHaveLength(5);
    expect(result.ticket.bets.slice(0, 4)).toEqual(
      four.map((s) => bet('single', [s], 800)), // no bonus, no bonus odds
    );
    expect(result.ticket.bets[4]).toBe(custom);
  });

  test('a split drops a freebet with its stake (spec §4)', () => {
    const freebet = bet('combo', selections(2, 3), 500, {
      bonus: { id: 'fb', type: 'freebet' },
      stakeSource: 'freebet',
      freebetStake: 500,
    });
    const result = changeBetType(ticketOf(freebet), 'single', MULTI_SINGLE);
    expect(result.ticket.bets.map((b) => [b.stake, b.stakeSource, b.bonus])).toEqual([
      [0, 'stake', undefined],
      [0, 'stake', undefined],
    ]);
  });

  test('a single selection stays one single, bonus kept', () => {
    const withBonus = bet('combo', selections(2), 100, { bonusOdds: 1.05 });
    const result = changeBetType(ticketOf(withBonus), 'single', OPTIONS);
    expect(result.ticket.bets).toEqual([bet('single', selections(2), 100, { bonusOdds: 1.05 })]);
  });

  test('combo merges singles into one bet with the first stake, in place of the first', () => {
    const singles = four.map((s, i) => bet('single', [s], 100 * (i + 1)));
    const result = changeBetType(ticketOf(custom, ...singles), 'combo', OPTIONS);
    expect(result).toEqual({ ok: true, ticket: ticketOf(custom, bet('combo', four, 100)) });
  });

  test('system defaults to the first system type (2/n)', () => {
    const result = changeBetType(ticketOf(combo), 'system', OPTIONS);
    expect(result.ok).toBe(true);
    expect(result.ticket.bets[0]).toMatchObject({
      betType: 'system',
      stake: 800,
      selections: four,
    });
    expect(result.ticket.bets[0]?.systemType).toEqual(systemTypesFor(4)[0]);
  });

  test('system to combo drops the system type', () => {
    const result = changeBetType(ticketOf(systemBet(3, four, 400)), 'combo', OPTIONS);
    expect(result.ticket.bets).toEqual([bet('combo', four, 400)]);
  });

  test.each<[string, Ticket, 'single' | 'combo' | 'system']>([
    ['one single to single', ticketOf(bet('single', selections(2))), 'single'],
    [
      'a multi-single to single',
      ticketOf(bet('single', [selection(1)]), bet('single', [selection(2)])),
      'single',
    ],
    ['a combo to combo', ticketOf(combo), 'combo'],
    ['a system to system', ticketOf(systemBet(3, four)), 'system'],
  ])('%s returns the same ticket', (_name, ticket, to) => {
    expect(changeBetType(ticket, to, MULTI_SINGLE)).toEqual({ ok: true, ticket });
    expect(changeBetType(ticket, to, MULTI_SINGLE).ticket).toBe(ticket);
  });

  const sameMatch = [selection(1, 2), selection(1, 3, { outcomeId: '2' }), selection(2, 2)];
  const mixed = [selection(1), selection(2, 2, { provider: 'oddin' }), selection(3)];
  const oddin = [1, 2, 3].map((m) => selection(m, 2, { provider: 'oddin' }));
  test.each<[string, Ticket, 'single' | 'combo' | 'system', string]>([
    ['in progress', { ...ticketOf(combo), inProgress: true }, 'single', 'in_progress'],
    ['no regular selection', ticketOf(custom), 'combo', 'no_selections'],
    ['an empty ticket', ticketOf(), 'system', 'no_selections'],
    ['a combo of one', ticketOf(bet('single', selections(2))), 'combo', 'too_few_selections'],
    ['a system of two', ticketOf(bet('combo', selections(2, 2))), 'system', 'too_few_selections'],
    ['a combo with one match twice', ticketOf(bet('system', sameMatch)), 'combo', 'conflict'],
    ['a system with one match twice', ticketOf(bet('combo', sameMatch)), 'system', 'conflict'],
    ['a combo mixing providers', ticketOf(bet('system', mixed)), 'combo', 'mixed_providers'],
    ['a system with oddin', ticketOf(bet('combo', oddin)), 'system', 'system_with_oddin'],
    ['singles without multi-single', ticketOf(combo), 'single', 'multi_single_unavailable'],
  ])('refuses %s: %s', (_name, ticket, to, reason) => {
    const options = reason === 'multi_single_unavailable' ? OPTIONS : MULTI_SINGLE;
    expect(changeBetType(ticket, to, options)).toEqual({ ok: false, ticket, reason });
  });

  test('multi-single needs every provider of the slip, custom bets included', () => {
    const withOddinCustom = ticketOf(combo, {
      ...custom,
      selections: [selection(9, 2, { provider: 'oddin' })],
    });
    const options = { ...OPTIONS, multiSingleAvailableByProvider: { betradar: true } };
    expect(changeBetType(withOddinCustom, 'single', options)).toMatchObject({
      ok: false,
      reason: 'multi_single_unavailable',
    });
    expect(changeBetType(ticketOf(combo), 'single', options).ok).toBe(true);
  });
});

describe('setSystemType', () => {
  const ticket = ticketOf(custom, systemBet(2, selections(2, 2, 2, 2), 600));

  test.each([['3/4'], [{ id: '3/4', winCount: 3, totalCount: 4 }]])('sets %j', (type) => {
    const next = setSystemType(ticket, 1, type);
    expect(next.bets[1]?.systemType).toEqual({ id: '3/4', winCount: 3, totalCount: 4 });
    expect(next.bets[0]).toBe(custom);
  });

  test('returns the same ticket for the same type or while in progress', () => {
    expect(setSystemType(ticket, 1, '2/4')).toBe(ticket);
    const placing = { ...ticket, inProgress: true };
    expect(setSystemType(placing, 1, '3/4')).toBe(placing);
  });

  test.each<[string, number, string, string]>([
    ['a custom bet', 0, '2/4', 'not_a_system_bet'],
    ['no such bet', 2, '2/4', 'unknown_bet'],
    ['a type of another size', 1, '2/3', 'invalid_system_type'],
    ['the combo', 1, '4/4', 'invalid_system_type'],
  ])('refuses %s', (_name, index, type, code) => {
    expect(codeOf(() => setSystemType(ticket, index, type))).toBe(code);
  });
});

describe('replaceRegularBets', () => {
  test('puts the regular bets where the first one was, custom bets in place', () => {
    const [a, b, c] = [
      bet('single', [selection(1)]),
      bet('single', [selection(2)]),
      bet('combo', selections(2, 2)),
    ];
    expect(replaceRegularBets([custom, a, custom, b], [c])).toEqual([custom, c, custom]);
    expect(replaceRegularBets([custom], [c])).toEqual([custom, c]);
    expect(replaceRegularBets([a], [])).toEqual([]);
  });
});
