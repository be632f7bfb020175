import { describe, expect, test } from 'vitest';
import type { Ticket } from '../ticket/types';
import {
  PlacementPayloadError,
  buildPlacementPayload,
  placedBetIndexes,
  toPlacementBet,
} from './payload';
import { bet, selection, ticket } from './test-fixtures';
import type { PlacementPayload, PlacementSelection } from './types';

// the feed moved from 2.05 to 2.10 after the bettor accepted 2.05: 2.05 is sent
const moved = selection(1001, 2.1, { acceptedOdds: 2.05 });
const total = selection(1002, 1.85, { marketId: 18, outcomeId: '12', specifier: 'total=2.5' });
const draw = selection(1003, 3.4, { outcomeId: '2' });

const placed = (
  matchId: number,
  marketId: number,
  outcomeId: string,
  specifier: string,
  odds: number,
): PlacementSelection => ({ matchId, marketId, specifier, outcomeId, odds });
const placedMoved = placed(1001, 1, '1', '', 2.05);
const placedTotal = placed(1002, 18, '12', 'total=2.5', 1.85);
const placedDraw = placed(1003, 1, '2', '', 3.4);
const stake = (value: number) => ({ value, currency: 'BRL' });

describe('buildPlacementPayload', () => {
  test.each<[string, Ticket, PlacementPayload['bets'], PlacementPayload['meta']['type']]>([
    [
      'a single sends its accepted odds',
      ticket(bet('single', 500, [moved])),
      [{ type: 'single', stake: stake(500), selections: [placedMoved] }],
      'single',
    ],
    [
      'a combo with a comboboost sends the bonus with its odds',
      ticket(
        bet('combo', 1000, [moved, total, draw], {
          bonus: { id: 'cb-7', type: 'comboboost', odds: 1.05 },
          bonusOdds: 1.05,
        }),
      ),
      [
        {
          type: 'combo',
          stake: stake(1000),
          selections: [placedMoved, placedTotal, placedDraw],
          bonus: { id: 'cb-7', type: 'comboboost', odds: 1.05 },
        },
      ],
      'combo',
    ],
    [
      'a bonus priced only through bonusOdds still sends its odds',
      ticket(
        bet('combo', 1000, [moved, total], {
          bonus: { id: 'cb-7', type: 'comboboost' },
          bonusOdds: 1.1,
        }),
      ),
      [
        {
          type: 'combo',
          stake: stake(1000),
          selections: [placedMoved, placedTotal],
          bonus: { id: 'cb-7', type: 'comboboost', odds: 1.1 },
        },
      ],
      'combo',
    ],
    [
      'a freebet sends its bonus without odds',
      ticket(
        bet('single', 500, [draw], {
          bonus: { id: 'fb-3', type: 'freebet_only_win' },
          stakeSource: 'freebet',
          freebetStake: 500,
        }),
      ),
      [
        {
          type: 'single',
          stake: stake(500),
          selections: [placedDraw],
          bonus: { id: 'fb-3', type: 'freebet_only_win' },
        },
      ],
      'single',
    ],
    [
      'a system bet sends its system type id (spec §5)',
      ticket(
        bet('system', 300, [moved, total, draw], {
          systemType: { id: '2/3', winCount: 2, totalCount: 3 },
        }),
      ),
      [
        {
          type: 'system',
          stake: stake(300),
          selections: [placedMoved, placedTotal, placedDraw],
          systemId: '2/3',
        },
      ],
      'system',
    ],
    [
      'a custom bet sends its custom odds (spec §5)',
      ticket(bet('custom_bet', 200, [moved, total], { customOdds: 4.75 })),
      [
        {
          type: 'custom_bet',
          stake: stake(200),
          selections: [placedMoved, placedTotal],
          customOdds: 4.75,
        },
      ],
      'custom_bet',
    ],
    [
      'a multi-single sends only the bets with a stake, as multi',
      ticket(bet('single', 500, [moved]), bet('single', 0, [total]), bet('single', 250, [draw])),
      [
        { type: 'single', stake: stake(500), selections: [placedMoved] },
        { type: 'single', stake: stake(250), selections: [placedDraw] },
      ],
      'multi',
    ],
    [
      'one staked bet among unstaked ones is placed as its own type',
      ticket(bet('single', 0, [moved]), bet('single', 700, [total])),
      [{ type: 'single', stake: stake(700), selections: [placedTotal] }],
      'single',
    ],
    [
      'a system type on a combo and custom odds on a single are not sent',
      ticket(
        bet('combo', 400, [moved, draw], {
          systemType: { id: '2/2', winCount: 2, totalCount: 2 },
          customOdds: 6,
        }),
      ),
      [{ type: 'combo', stake: stake(400), selections: [placedMoved, placedDraw] }],
      'combo',
    ],
  ])('%s', (_, t, bets, type) => {
    // toStrictEqual: absent keys must be absent, not undefined
    expect(buildPlacementPayload(t, { deviceId: 'dev-42', quick: false })).toStrictEqual({
      meta: { deviceId: 'dev-42', quick: false, type },
      bets,
    });
  });

  test('marks a quick bet', () => {
    const payload = buildPlacementPayload(ticket(bet('single', 500, [moved])), {
      deviceId: 'dev-42',
      quick: true,
    });
    expect(payload.meta).toEqual({ deviceId: 'dev-42', quick: true, type: 'single' });
  });

  test.each<[string, Ticket, string, number | undefined]>([
    ['an empty ticket', ticket(), 'nothing_to_place', undefined],
    ['only zero stakes', ticket(bet('single', 0, [moved])), 'nothing_to_place', undefined],
    ['a negative stake only', ticket(bet('single', -100, [moved])), 'nothing_to_place', undefined],
    [
      'a fractional stake',
      ticket(bet('single', 500, [moved]), bet('single', 2.5, [total])),
      'invalid_stake',
      1,
    ],
    ['an infinite stake', ticket(bet('single', Infinity, [moved])), 'invalid_stake', 0],
    ['a bet without selections', ticket(bet('combo', 500, [])), 'missing_selections', 0],
    [
      'a system bet without a system type',
      ticket(bet('system', 500, [moved, total, draw])),
      'missing_system_type',
      0,
    ],
    [
      'a custom bet without custom odds',
      ticket(bet('custom_bet', 500, [moved, total])),
      'missing_custom_odds',
      0,
    ],
  ])('rejects %s', (_, t, code, betIndex) => {
    const act = () => buildPlacementPayload(t, { deviceId: 'dev-42', quick: false });
    expect(act).toThrow(PlacementPayloadError);
    expect(act).toThrow(expect.objectContaining({ code, betIndex }));
  });
});

describe('toPlacementBet (a bet as shared: spec §4 share bet)', () => {
  test.each<[string, Ticket['bets'][number], ReturnType<typeof toPlacementBet>]>([
    [
      'a zero stake stays, the bonus and what does not apply are left out',
      bet('combo', 0, [moved, draw], {
        bonus: { id: 'cb-7', type: 'comboboost', odds: 1.05 },
        systemType: { id: '2/2', winCount: 2, totalCount: 2 },
        customOdds: 6,
      }),
      { type: 'combo', stake: stake(0), selections: [placedMoved, placedDraw] },
    ],
    [
      'a system bet without its system type goes without one',
      bet('system', 250, [moved, total, draw]),
      { type: 'system', stake: stake(250), selections: [placedMoved, placedTotal, placedDraw] },
    ],
    [
      'a custom bet carries its custom odds',
      bet('custom_bet', 200, [moved, total], { customOdds: 4.75 }),
      {
        type: 'custom_bet',
        stake: stake(200),
        selections: [placedMoved, placedTotal],
        customOdds: 4.75,
      },
    ],
  ])('%s', (_, b, expected) => {
    expect(toPlacementBet(b)).toStrictEqual(expected);
  });
});

describe('placedBetIndexes', () => {
  test('lists the ticket indexes of the bets with a stake above 0', () => {
    const t = ticket(
      bet('single', 0, [moved]),
      bet('single', 100, [total]),
      bet('single', 0, [draw]),
      bet('single', 1, [draw]),
    );
    expect(placedBetIndexes(t)).toEqual([1, 3]);
  });
});
