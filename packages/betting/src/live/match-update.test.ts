import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Match } from '../catalog/types';
import { applyMatchUpdate, applyMatchUpdates, type MatchUpdate } from './match-update';

function liveMatch(id = 1): Match {
  return {
    id,
    urnId: `sr:match:${id}`,
    slug: `home-away-${id}`,
    sportKey: 'soccer',
    nameA: 'Home',
    nameB: 'Away',
    status: 1,
    isLive: true,
    isFinished: false,
    startTime: '2025-05-01T18:00:00Z',
    provider: 'betradar',
    clock: { matchTime: 3000, stopped: false, clockUpdatedAt: '2025-05-01T18:50:00Z' },
    totalScore: { home: 1, away: 0 },
    gameScore: { home: 0, away: 0 },
    periodScore: [
      { home: 1, away: 0, periodKey: '1st', periodName: '1st half', number: 1, type: 'regular' },
      { home: 0, away: 0, periodKey: '2nd', periodName: '2nd half', number: 2, type: 'regular' },
    ],
  };
}

/** A deep copy: equal values, new references everywhere. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

describe('applyMatchUpdate', () => {
  const match = liveMatch();

  test.each<[string, MatchUpdate]>([
    ['an empty update', {}],
    ['undefined fields', { status: undefined, clock: undefined }],
    ['the same status', { status: 1, isLive: true }],
    ['equal score objects', { totalScore: { home: 1, away: 0 }, gameScore: { home: 0, away: 0 } }],
    ['an equal clock', { clock: { ...liveMatch().clock, stopped: false } }],
    ['an equal period list', { periodScore: copy(liveMatch().periodScore) }],
    ['the whole match copied', copy(liveMatch())],
  ])('returns the same match for %s', (_, update) => {
    expect(applyMatchUpdate(match, update)).toBe(match);
  });

  test('a goal in the 2nd half replaces only what changed', () => {
    const next = applyMatchUpdate(match, {
      totalScore: { home: 2, away: 0 },
      gameScore: { home: 0, away: 0 },
      periodScore: [
        { home: 1, away: 0, periodKey: '1st', periodName: '1st half', number: 1, type: 'regular' },
        { home: 1, away: 0, periodKey: '2nd', periodName: '2nd half', number: 2, type: 'regular' },
      ],
      clock: { matchTime: 3000, stopped: false, clockUpdatedAt: '2025-05-01T18:50:00Z' },
    });
    expect(next).not.toBe(match);
    expect(next.totalScore).toEqual({ home: 2, away: 0 });
    expect(next.gameScore).toBe(match.gameScore);
    expect(next.periodScore).not.toBe(match.periodScore);
    expect(next.periodScore?.[0]).toBe(match.periodScore?.[0]);
    expect(next.periodScore?.[1]).toEqual({ ...match.periodScore?.[1], home: 1 });
    expect(next.clock).toBe(match.clock);
    expect(match.totalScore).toEqual({ home: 1, away: 0 }); // the input is not mutated
  });

  test('replaces the clock only when one of its values changed', () => {
    const ticked = applyMatchUpdate(match, { clock: { matchTime: 3060, stopped: false } });
    expect(ticked.clock).toEqual({ matchTime: 3060, stopped: false });
    expect(ticked.totalScore).toBe(match.totalScore);
    expect(ticked.periodScore).toBe(match.periodScore);
  });

  test('a new period keeps the previous entries', () => {
    const next = applyMatchUpdate(match, {
      periodScore: [
        ...copy(match.periodScore ?? []),
        { home: 0, away: 0, periodKey: 'ot', periodName: 'Overtime', number: 3, type: 'overtime' },
      ],
    });
    expect(next.periodScore).toHaveLength(3);
    expect(next.periodScore?.[0]).toBe(match.periodScore?.[0]);
    expect(next.periodScore?.[1]).toBe(match.periodScore?.[1]);
  });

  test('a status change to finished keeps every score object', () => {
    const next = applyMatchUpdate(match, { status: 4, isLive: false, isFinished: true });
    expect(next).toMatchObject({ status: 4, isLive: false, isFinished: true });
    expect(next.totalScore).toBe(match.totalScore);
    expect(next.clock).toBe(match.clock);
    expect(next.periodScore).toBe(match.periodScore);
  });

  test('an update equal to the current state returns the same reference (property)', () => {
    const score = fc.record({ home: fc.nat(20), away: fc.nat(20) });
    const arbitraryMatch = fc.record({
      status: fc.constantFrom(0 as const, 1 as const, 2 as const, 4 as const),
      isLive: fc.boolean(),
      clock: fc.record({ matchTime: fc.nat(6000), stopped: fc.boolean() }),
      totalScore: score,
      periodScore: fc.array(
        fc.record({
          home: fc.nat(9),
          away: fc.nat(9),
          periodKey: fc.string(),
          periodName: fc.string(),
          number: fc.nat(5),
          type: fc.constant('regular'),
        }),
        { maxLength: 5 },
      ),
    });
    fc.assert(
      fc.property(
        arbitraryMatch,
        fc.subarray(['status', 'isLive', 'clock', 'totalScore', 'periodScore'] as const),
        (fields, keys) => {
          const current: Match = { ...liveMatch(), ...fields };
          const update: MatchUpdate = {};
          for (const key of keys) Object.assign(update, { [key]: copy(current[key]) });
          expect(applyMatchUpdate(current, update)).toBe(current);
        },
      ),
    );
  });
});

describe('applyMatchUpdates', () => {
  const matches = [liveMatch(1), liveMatch(2), liveMatch(3)];

  test.each([
    ['no updates', []],
    ['an unknown match id', [{ id: 99, status: 4 as const }]],
    ['updates equal to the state', [{ id: 2, totalScore: { home: 1, away: 0 } }]],
  ])('returns the same array for %s', (_, updates) => {
    expect(applyMatchUpdates(matches, updates)).toBe(matches);
  });

  test('replaces updated matches by id and keeps the others', () => {
    const next = applyMatchUpdates(matches, [
      { id: 2, totalScore: { home: 1, away: 1 } },
      { id: 2, clock: { matchTime: 3100, stopped: true } }, // several updates apply in order
    ]);
    expect(next).not.toBe(matches);
    expect(next[0]).toBe(matches[0]);
    expect(next[2]).toBe(matches[2]);
    expect(next[1]?.totalScore).toEqual({ home: 1, away: 1 });
    expect(next[1]?.clock).toEqual({ matchTime: 3100, stopped: true });
    expect(next[1]?.gameScore).toBe(matches[1]?.gameScore);
  });
});
