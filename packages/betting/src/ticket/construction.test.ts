import { describe, expect, test } from 'vitest';
import {
  addCustomBet,
  addSelection,
  removeSelection,
  selectedOutcomeIds,
  toggleSelection,
} from './construction';
import { TicketInputError } from './errors';
import type { TicketOptions } from './options';
import { MULTI_SINGLE, OPTIONS, at, bet, selection, systemBet, ticketOf } from './test-fixtures';
import type { Selection, Ticket } from './types';
import { EMPTY_TICKET } from './types';

const [a, b, c, d, e] = [1, 2, 3, 4, 5].map((m) => selection(m, m + 1)) as [
  Selection,
  Selection,
  Selection,
  Selection,
  Selection,
];
const priced = selection(7, 2, { outcomeId: '7', customOdds: 3.5 });

/** Adds the selections one by one. */
function build(
  selections: Selection[],
  options: TicketOptions = OPTIONS,
  from: Ticket = EMPTY_TICKET,
): Ticket {
  return selections.reduce((ticket, s) => addSelection(ticket, s, options), from);
}

/** Bet types and selection ids of each bet, for compact expectations. */
function shape(ticket: Ticket): string[] {
  return ticket.bets.map(
    (x) =>
      `${x.systemType?.id ?? x.betType}:${x.selections.map((s) => s.matchUrnId.slice(9)).join('')}`,
  );
}

describe('addSelection (spec §4 ticket construction)', () => {
  test.each<[string, Selection[], TicketOptions, string[]]>([
    ['an empty slip makes a single', [a], OPTIONS, ['single:1']],
    ['a single makes a combo', [a, b], OPTIONS, ['combo:12']],
    ['a combo grows', [a, b, c], OPTIONS, ['combo:123']],
    [
      'with multi-single, another single',
      [a, b, c],
      MULTI_SINGLE,
      ['single:1', 'single:2', 'single:3'],
    ],
  ])('%s', (_name, selections, options, expected) => {
    expect(shape(build(selections, options))).toEqual(expected);
  });

  test('multi-single needs every provider of the slip: an oddin selection merges the singles', () => {
    const oddin = selection(6, 2, { provider: 'oddin' });
    const options = { ...OPTIONS, multiSingleAvailableByProvider: { betradar: true } };
    const singles = build([a, b], options);
    expect(shape(singles)).toEqual(['single:1', 'single:2']);
    expect(shape(addSelection(singles, oddin, options))).toEqual(['combo:126']);
  });

  test('a new bet takes the default stake; a merge keeps the first single stake', () => {
    const options = { ...OPTIONS, defaultStake: 500 };
    const single = build([a], options);
    expect(single.bets[0]).toMatchObject({
      stake: 500,
      stakeSource: 'stake',
      currency: 'EUR',
      subunits: 100,
    });
    const combo = addSelection(
      { ...single, bets: [{ ...at(single.bets, 0), stake: 700 }] },
      b,
      options,
    );
    expect(combo.bets[0]).toMatchObject({ betType: 'combo', stake: 700 });
  });

  test('a k/n system becomes k/(n+1)', () => {
    const ticket = addSelection(ticketOf(systemBet(2, [a, b, c], 300)), d, OPTIONS);
    expect(shape(ticket)).toEqual(['2/4:1234']);
    expect(ticket.bets[0]?.stake).toBe(300);
  });

  test('goes to the combo even with multi-single available', () => {
    expect(shape(addSelection(ticketOf(bet('combo', [a, b])), c, MULTI_SINGLE))).toEqual([
      'combo:123',
    ]);
  });

  test('keeps the references of untouched bets and the input unchanged', () => {
    const custom = bet('custom_bet', [priced], 0, { customOdds: 3.5 });
    const ticket = ticketOf(custom, bet('single', [a]));
    const next = addSelection(ticket, b, MULTI_SINGLE);
    expect(next.bets[0]).toBe(custom);
    expect(next.bets[1]).toBe(ticket.bets[1]);
    expect(ticket.bets).toHaveLength(2);
  });

  test('a selection already in the slip changes nothing', () => {
    const ticket = build([a, b]);
    expect(addSelection(ticket, a, OPTIONS)).toBe(ticket);
  });

  test('nothing happens while in progress (spec §4)', () => {
    const placing = { ...build([a]), inProgress: true };
    expect(addSelection(placing, b, OPTIONS)).toBe(placing);
    expect(addSelection(placing, priced, OPTIONS)).toBe(placing);
  });

  test('a custom-odds selection creates a custom bet beside the regular part', () => {
    const ticket = addSelection(build([a, b]), priced, OPTIONS);
    expect(shape(ticket)).toEqual(['combo:12', 'custom_bet:7']);
    expect(ticket.bets[1]).toMatchObject({ customOdds: 3.5, selections: [priced] });
    // and the regular part keeps growing on its own
    expect(shape(addSelection(ticket, c, OPTIONS))).toEqual(['combo:123', 'custom_bet:7']);
    expect(shape(addSelection(ticketOf(at(ticket.bets, 1)), a, OPTIONS))).toEqual([
      'custom_bet:7',
      'single:1',
    ]);
  });
});

describe('addCustomBet', () => {
  const builder = [selection(8, 2), selection(8, 3, { outcomeId: '2' })];

  test('adds a bet-builder bet priced as a whole', () => {
    const ticket = addCustomBet(build([a]), builder, 4.2, { ...OPTIONS, defaultStake: 100 });
    expect(ticket.bets[1]).toEqual(bet('custom_bet', builder, 100, { customOdds: 4.2 }));
  });

  test('re-prices a custom bet of the same selections', () => {
    const ticket = addCustomBet(EMPTY_TICKET, builder, 4.2, OPTIONS);
    const repriced = addCustomBet(ticket, [...builder].reverse(), 4.5, OPTIONS);
    expect(repriced.bets).toHaveLength(1);
    expect(repriced.bets[0]?.customOdds).toBe(4.5);
    expect(addCustomBet(repriced, builder, 4.5, OPTIONS)).toBe(repriced);
  });

  test('a bet of other selections is another bet', () => {
    const ticket = addCustomBet(EMPTY_TICKET, builder, 4.2, OPTIONS);
    expect(addCustomBet(ticket, builder.slice(0, 1), 2, OPTIONS).bets).toHaveLength(2);
  });

  test('refuses no selections; nothing happens while in progress', () => {
    expect(() => addCustomBet(EMPTY_TICKET, [], 2, OPTIONS)).toThrow(TicketInputError);
    const placing = { ...EMPTY_TICKET, inProgress: true };
    expect(addCustomBet(placing, builder, 2, OPTIONS)).toBe(placing);
  });
});

describe('removeSelection', () => {
  test.each<[string, Ticket, Selection, string[]]>([
    ['a combo of three loses one', ticketOf(bet('combo', [a, b, c])), b, ['combo:13']],
    ['a combo of two becomes a single', ticketOf(bet('combo', [a, b])), a, ['single:2']],
    ['2/4 becomes 2/3', ticketOf(systemBet(2, [a, b, c, d])), d, ['2/3:123']],
    ['3/4 becomes the combo (3/3)', ticketOf(systemBet(3, [a, b, c, d])), a, ['combo:234']],
    ['2/3 becomes a combo', ticketOf(systemBet(2, [a, b, c])), c, ['combo:12']],
    [
      'a multi-single loses a single',
      ticketOf(bet('single', [a]), bet('single', [b])),
      a,
      ['single:2'],
    ],
  ])('%s', (_name, ticket, removed, expected) => {
    expect(shape(removeSelection(ticket, removed.id))).toEqual(expected);
  });

  test('the last selection leaves the cleared INITIAL ticket', () => {
    const ticket: Ticket = {
      ...build([a]),
      state: 'ERROR',
      error: { messagesByBet: {}, message: 'x', isWrongOddsError: false },
    };
    expect(removeSelection(ticket, a.id)).toBe(EMPTY_TICKET);
  });

  test('drops a custom bet holding it, priced as a whole', () => {
    const custom = bet('custom_bet', [priced, e], 0, { customOdds: 6 });
    expect(shape(removeSelection(ticketOf(bet('single', [a]), custom), e.id))).toEqual([
      'single:1',
    ]);
  });

  test('an id not in the slip, or a placement in progress, changes nothing', () => {
    const ticket = build([a, b]);
    expect(removeSelection(ticket, c.id)).toBe(ticket);
    const placing = { ...ticket, inProgress: true };
    expect(removeSelection(placing, a.id)).toBe(placing);
  });

  test('keeps the references of other bets', () => {
    const single = bet('single', [c]);
    const ticket = ticketOf(bet('combo', [a, b]), single);
    expect(removeSelection(ticket, a.id).bets[1]).toBe(single);
  });
});

describe('toggleSelection (spec §4 selecting an outcome)', () => {
  test('selecting an outcome already in the slip removes it, else adds it', () => {
    const one = toggleSelection(EMPTY_TICKET, a, OPTIONS);
    const two = toggleSelection(one, b, OPTIONS);
    expect(shape(two)).toEqual(['combo:12']);
    expect(shape(toggleSelection(two, a, OPTIONS))).toEqual(['single:2']);
  });

  test('a custom-odds selection toggles its custom bet, not a regular selection of the same id', () => {
    const regular = selection(7, 2, { outcomeId: '7' }); // same id as `priced`
    const ticket = addSelection(build([regular]), priced, OPTIONS);
    expect(shape(ticket)).toEqual(['single:7', 'custom_bet:7']);
    expect(shape(toggleSelection(ticket, priced, OPTIONS))).toEqual(['single:7']);
    expect(shape(toggleSelection(ticket, regular, OPTIONS))).toEqual(['custom_bet:7']);
  });

  test('nothing happens while in progress', () => {
    const placing = { ...build([a]), inProgress: true };
    expect(toggleSelection(placing, a, OPTIONS)).toBe(placing);
  });
});

describe('selectedOutcomeIds', () => {
  test('lists every selection id once, in slip order', () => {
    const ticket = ticketOf(bet('combo', [a, b]), bet('custom_bet', [b, c], 0, { customOdds: 5 }));
    expect(selectedOutcomeIds(ticket)).toEqual([a.id, b.id, c.id]);
    expect(selectedOutcomeIds(EMPTY_TICKET)).toEqual([]);
  });
});
