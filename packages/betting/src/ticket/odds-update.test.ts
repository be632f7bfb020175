import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Market } from '../catalog/types';
import { acceptOddsChanges, applyOddsUpdate, rescaleStakeForOdds } from './odds-update';
import { potentialWin } from './potential-win';
import { at, bet, selection, selections, systemBet, ticketOf } from './test-fixtures';
import type { MarketStatus, OddsAcceptMode, Selection, Ticket } from './types';

/** The 1x2 market of the selection's match with outcome '1' at `odds`. */
function market(
  s: Selection,
  odds: number,
  patch: { status?: MarketStatus; active?: boolean; missing?: boolean } = {},
): Market {
  return {
    matchUrnId: s.matchUrnId,
    marketId: s.marketId,
    name: '1x2',
    status: patch.status ?? 1,
    specifier: s.specifier,
    provider: s.provider,
    outcomes: [
      ...(patch.missing
        ? []
        : [
            {
              id: s.id,
              outcomeId: s.outcomeId,
              name: 'Arsenal',
              active: patch.active ?? true,
              odds,
            },
          ]),
      { id: `${s.matchUrnId}/1/2/`, outcomeId: '2', name: 'Draw', active: true, odds: 3.3 },
    ],
  };
}

const leg = selection(1, 2);
const single = (s: Selection = leg, stake = 1000): Ticket => ticketOf(bet('single', [s], stake));

describe('applyOddsUpdate (spec §4)', () => {
  test.each<[string, Parameters<typeof market>[2], boolean]>([
    // `active` mirrors the outcome: a market suspension leaves an active outcome active
    ['a suspended market (-1)', { status: -1 }, true],
    ['a market not allowed (0)', { status: 0 }, true],
    ['a market not allowed (-4)', { status: -4 }, true],
    ['a missing outcome', { missing: true }, false],
    ['an inactive outcome', { active: false }, false],
  ])('%s suspends the selection, odds untouched', (_name, patch, active) => {
    const next = applyOddsUpdate(single(), [market(leg, 2.5, patch)], 'none');
    expect(next.bets[0]?.selections[0]).toMatchObject({
      isSuspended: true,
      active,
      odds: 2,
      acceptedOdds: 2,
      isChanged: false,
    });
    expect(next.state).toBe('INITIAL');
  });

  test.each<[OddsAcceptMode, number, number, boolean]>([
    // accept mode, new odds, accepted odds after, flagged changed
    ['none', 2.5, 2, true], // any difference is flagged
    ['none', 1.5, 2, true],
    ['none', 2, 2, false],
    ['higher', 2.5, 2.5, false], // a rise is accepted silently
    ['higher', 1.5, 2, true], // only a drop is flagged
    ['any', 2.5, 2.5, false], // never flagged: accepted odds follow
    ['any', 1.5, 1.5, false],
  ])('mode %s, odds 2 -> %d: accepted %d, changed %s', (mode, odds, accepted, changed) => {
    const next = applyOddsUpdate(single(), [market(leg, odds)], mode);
    expect(next.bets[0]?.selections[0]).toMatchObject({
      odds,
      acceptedOdds: accepted,
      isChanged: changed,
      isSuspended: false,
    });
    expect(next.state).toBe(changed ? 'ODDS_CHANGED' : 'INITIAL');
  });

  test('odds moving back to the accepted odds clear the flag', () => {
    const moved = applyOddsUpdate(single(), [market(leg, 2.5)], 'none');
    const back = applyOddsUpdate(moved, [market(leg, 2)], 'none');
    expect(back.bets[0]?.selections[0]).toMatchObject({
      odds: 2,
      acceptedOdds: 2,
      isChanged: false,
    });
  });

  test('a suspended selection whose market reopens takes the odds and is bettable again', () => {
    const suspended = single(selection(1, 2, { isSuspended: true, active: false }));
    const next = applyOddsUpdate(suspended, [market(leg, 2.2)], 'any');
    expect(next.bets[0]?.selections[0]).toMatchObject({
      isSuspended: false,
      active: true,
      odds: 2.2,
      acceptedOdds: 2.2,
    });
  });

  test('keeps every reference when nothing changes', () => {
    const ticket = ticketOf(bet('combo', selections(2, 3)), bet('single', [selection(5, 2)]));
    expect(applyOddsUpdate(ticket, [], 'none')).toBe(ticket);
    const same = ticket.bets[0]?.selections[0] as Selection;
    expect(applyOddsUpdate(ticket, [market(same, 2)], 'none')).toBe(ticket);
    const suspended = single(selection(1, 2, { isSuspended: true, active: false }));
    expect(
      applyOddsUpdate(suspended, [market(leg, 2, { status: -1, active: false })], 'none'),
    ).toBe(suspended);
  });

  test('keeps untouched selections and bets by reference', () => {
    const other = bet('single', [selection(5, 2)]);
    const combo = bet('combo', selections(2, 3));
    const ticket = ticketOf(combo, other);
    const next = applyOddsUpdate(ticket, [market(combo.selections[0] as Selection, 2.1)], 'any');
    expect(next.bets[1]).toBe(other);
    expect(next.bets[0]?.selections[1]).toBe(combo.selections[1]);
    expect(next.bets[0]?.selections[0]?.odds).toBe(2.1);
  });

  test('matches markets by match, market id and specifier', () => {
    const total = selection(1, 1.9, { marketId: 18, specifier: 'total=2.5', outcomeId: '12' });
    const otherLine = { ...market(total, 1.5), specifier: 'total=3.5' };
    const ticket = single(total);
    expect(applyOddsUpdate(ticket, [otherLine], 'any')).toBe(ticket);
    const sameLine = { ...market(total, 1.5) };
    sameLine.outcomes = [{ id: total.id, outcomeId: '12', name: 'Over', active: true, odds: 1.5 }];
    expect(applyOddsUpdate(ticket, [sameLine], 'any').bets[0]?.selections[0]?.odds).toBe(1.5);
  });

  test('leaves PROCESSING alone while it applies odds', () => {
    const placing: Ticket = { ...single(), state: 'PROCESSING', inProgress: true };
    const next = applyOddsUpdate(placing, [market(leg, 2.5)], 'none');
    expect(next.state).toBe('PROCESSING');
    expect(next.bets[0]?.selections[0]?.isChanged).toBe(true);
  });
});

describe('stakes from a wanted potential win follow the odds', () => {
  test.each<[string, number, number]>([
    // a double at 2 and 2 staked 10.00 wins 40.00; 2 -> 2.5 makes 5: 10.00 x 4 / 5 = 8.00 wins 40.00
    ['a rise', 2.5, 800],
    // 2 -> 3 makes 6: 1000 x 4 / 6 = 666.67, floored to 666, which wins 39.96
    ['a rise, floored', 3, 666],
    // 2 -> 1.6 makes 3.2: 1000 x 4 / 3.2 = 1250
    ['a drop', 1.6, 1250],
  ])('%s', (_name, odds, stake) => {
    const [first, second] = selections(2, 2) as [Selection, Selection];
    const ticket = ticketOf(bet('combo', [first, second], 1000, { stakeSource: 'potential_win' }));
    const next = applyOddsUpdate(ticket, [market(first, odds)], 'any');
    expect(next.bets[0]?.stake).toBe(stake);
    expect(potentialWin(at(next.bets, 0))).toBeLessThanOrEqual(4000);
  });

  test('a system is rescaled per line and stays a whole number of lines', () => {
    // 2/3 at 2, 2, 2 staked 3.00: lines 4, 4, 4 (sum 12) at 1.00 win 12.00. One leg to 4: lines
    // 8, 8, 4 (sum 20): 1.00 x 12 / 20 = 0.60 a line, 1.80 in all, winning 4.80 + 4.80 + 2.40
    const legs = selections(2, 2, 2);
    const ticket = ticketOf({ ...systemBet(2, legs, 300), stakeSource: 'potential_win' });
    const next = applyOddsUpdate(ticket, [market(legs[0] as Selection, 4)], 'any');
    expect(next.bets[0]?.stake).toBe(180);
    expect(potentialWin(at(next.bets, 0))).toBe(1200);
  });

  test('stakes typed as stakes stay; unaccepted odds do not rescale until accepted', () => {
    const typed = ticketOf(bet('single', [leg], 1000));
    expect(applyOddsUpdate(typed, [market(leg, 4)], 'any').bets[0]?.stake).toBe(1000);
    const wanted = ticketOf(bet('single', [leg], 1000, { stakeSource: 'potential_win' }));
    const flagged = applyOddsUpdate(wanted, [market(leg, 4)], 'none');
    expect(flagged.bets[0]?.stake).toBe(1000);
    expect(acceptOddsChanges(flagged).bets[0]?.stake).toBe(500); // 1000 x 2 / 4
  });

  test('rescaleStakeForOdds leaves bets without lines alone', () => {
    const unpriced = bet('custom_bet', [leg], 500, { stakeSource: 'potential_win' });
    expect(rescaleStakeForOdds(unpriced, { ...unpriced, customOdds: 3 })).toEqual({
      ...unpriced,
      customOdds: 3,
    });
    const priced = { ...unpriced, customOdds: 3 };
    expect(rescaleStakeForOdds(priced, { ...priced, customOdds: undefined }).stake).toBe(500);
  });

  test('a combo rescaled on a rise never wins more than before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10_001, max: 100_000 }), { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 10_001, max: 100_000 }),
        (units, stake, newUnits) => {
          const legs = selections(...units.map((u) => u / 10_000));
          const before = bet('combo', legs, stake, { stakeSource: 'potential_win' });
          const next = applyOddsUpdate(
            ticketOf(before),
            [market(legs[0] as Selection, newUnits / 10_000)],
            'any',
          );
          expect(potentialWin(at(next.bets, 0))).toBeLessThanOrEqual(potentialWin(before));
        },
      ),
    );
  });
});

describe('acceptOddsChanges', () => {
  test('accepts the current odds, clears the flags, and returns to INITIAL (spec §4)', () => {
    const flagged = applyOddsUpdate(single(), [market(leg, 1.5)], 'none');
    expect(flagged.state).toBe('ODDS_CHANGED');
    const accepted = acceptOddsChanges(flagged);
    expect(accepted.state).toBe('INITIAL');
    expect(accepted.bets[0]?.selections[0]).toMatchObject({
      odds: 1.5,
      acceptedOdds: 1.5,
      isChanged: false,
    });
  });

  test('returns to INITIAL from ODDS_CHANGED set for an inactive provider', () => {
    const ticket: Ticket = { ...single(), state: 'ODDS_CHANGED' };
    const accepted = acceptOddsChanges(ticket);
    expect(accepted.state).toBe('INITIAL');
    expect(accepted.bets).toBe(ticket.bets);
  });

  test('keeps the ticket when there is nothing to accept, or while in progress', () => {
    const ticket = single();
    expect(acceptOddsChanges(ticket)).toBe(ticket);
    const placing: Ticket = {
      ...applyOddsUpdate(single(), [market(leg, 1.5)], 'none'),
      inProgress: true,
    };
    expect(acceptOddsChanges(placing)).toBe(placing);
  });

  test('keeps a SUCCESS or ERROR state', () => {
    const flagged = applyOddsUpdate(single(), [market(leg, 1.5)], 'none');
    expect(acceptOddsChanges({ ...flagged, state: 'ERROR' }).state).toBe('ERROR');
  });
});
