import { describe, expect, test } from 'vitest';
import type { FeedMarket } from '@/feed/types';
import { basketballModel } from './basketball';
import { cricketModel } from './cricket';
import { raceWinner } from './goal-markets';
import { soccerModel } from './goals';
import { counterStrikeModel } from './race';
import { tennisModel } from './tennis';

const info = { key: 'sr:match:1', sportKey: 'soccer' as const, strengthA: 1, strengthB: 1 };

function market(marketId: number, specifier: string, outcomeIds: string[]): FeedMarket {
  return {
    matchKey: info.key,
    marketId,
    name: '',
    specifier,
    groupKeys: [],
    priority: 0,
    status: 1,
    provider: 'betradar',
    outcomes: outcomeIds.map((outcomeId) => ({
      outcomeId,
      name: outcomeId,
      odds: 2,
      active: true,
    })),
  };
}

describe('settlement', () => {
  const soccer = { ...soccerModel.init(info), home: 2, away: 1, log: 'BAA', done: true };
  test.each([
    [1, '', ['home', 'draw', 'away'], ['win_entire', 'lose_entire', 'lose_entire']],
    [10, '', ['1X', '12', 'X2'], ['win_entire', 'win_entire', 'lose_entire']],
    [18, 'total=2.5', ['over', 'under'], ['win_entire', 'lose_entire']],
    [18, 'total=3.5', ['over', 'under'], ['lose_entire', 'win_entire']],
    [16, 'hcp=-1', ['home', 'away'], ['refund_entire', 'refund_entire']],
    [16, 'hcp=1', ['home', 'away'], ['win_entire', 'lose_entire']],
    [29, '', ['yes', 'no'], ['win_entire', 'lose_entire']],
    [45, '', ['2:1', '1:1', 'other'], ['win_entire', 'lose_entire', 'lose_entire']],
    [37, 'race=2', ['home', 'none', 'away'], ['win_entire', 'lose_entire', 'lose_entire']],
  ])('soccer 2:1, market %i %s', (id, spec, outcomes, results) => {
    expect(soccerModel.settle(soccer, market(id, spec, outcomes))).toEqual(results);
  });

  test('soccer: a score outside the list wins "other"', () => {
    const s = { ...soccer, home: 5, away: 0 };
    expect(soccerModel.settle(s, market(45, '', ['3:0', 'other']))).toEqual([
      'lose_entire',
      'win_entire',
    ]);
  });

  test.each([
    ['', 2, 'none'],
    ['AB', 2, 'none'],
    ['ABBA', 2, 'away'],
    ['AAB', 2, 'home'],
    ['BAB', 1, 'away'],
  ] as const)('race winner of goal log %j to %i: %s', (log, n, winner) => {
    expect(raceWinner(log, n)).toBe(winner);
  });

  test.each([
    [219, '', ['home', 'away'], ['lose_entire', 'win_entire']],
    [223, 'hcp=4.5', ['home', 'away'], ['win_entire', 'lose_entire']],
    [225, 'total=170.5', ['over', 'under'], ['win_entire', 'lose_entire']],
  ])('basketball 85:88, market %i %s', (id, spec, outcomes, results) => {
    const s = { ...basketballModel.init(info), home: 85, away: 88, done: true };
    expect(basketballModel.settle(s, market(id, spec, outcomes))).toEqual(results);
  });

  test('cricket: a tie refunds the winner market', () => {
    const s = { ...cricketModel.init(info), runs: [150, 150] as [number, number], done: true };
    expect(cricketModel.settle(s, market(340, '', ['home', 'away']))).toEqual([
      'refund_entire',
      'refund_entire',
    ]);
  });

  test.each([
    [186, '', ['lose_entire', 'win_entire']],
    [202, 'setnr=1', ['win_entire', 'lose_entire']],
    [210, 'setnr=2|gamenr=3', ['lose_entire', 'win_entire']],
    [189, 'total=22.5', ['win_entire', 'lose_entire']],
  ])('tennis 6:4 3:6 4:6, market %i %s', (id, spec, results) => {
    const s = {
      ...tennisModel.init(info),
      sets: [
        [6, 4],
        [3, 6],
        [4, 6],
      ] as [number, number][],
      setsWon: [1, 2] as [number, number],
      gameLog: ['AABABAABBA', 'BABBAABBB', 'ABABABBBAB'],
      done: true,
    };
    const outcomes = id === 189 ? ['over', 'under'] : ['home', 'away'];
    expect(tennisModel.settle(s, market(id, spec, outcomes))).toEqual(results);
  });

  test.each([
    [1, '', ['win_entire', 'lose_entire']],
    [2, 'map=2', ['lose_entire', 'win_entire']],
    [3, 'total=2.5', ['win_entire', 'lose_entire']],
  ])('counter-strike 13:8 11:13 16:14, market %i %s', (id, spec, results) => {
    const s = {
      ...counterStrikeModel.init(info),
      units: [
        [13, 8],
        [11, 13],
        [16, 14],
      ] as [number, number][],
      won: [2, 1] as [number, number],
      done: true,
    };
    expect(
      counterStrikeModel.settle(
        s,
        market(id, spec, id === 3 ? ['over', 'under'] : ['home', 'away']),
      ),
    ).toEqual(results);
  });
});

describe('decided markets leave the live quotes (the engine settles them)', () => {
  const quoted = (home: number, away: number) =>
    soccerModel
      .quotes({ ...soccerModel.init(info), home, away }, info)
      .map((q) => `${q.marketId}/${q.specifier}`);

  test('a total line the score has passed is no longer quoted; lines above it are', () => {
    const at0 = quoted(0, 0);
    const totals0 = at0.filter((k) => k.startsWith('18/'));
    expect(totals0.length).toBeGreaterThan(1);
    const at3 = quoted(2, 1);
    for (const k of totals0) {
      const line = Number(k.split('=')[1]);
      expect(at3.includes(k)).toBe(line > 3);
    }
  });

  test('both teams to score is quoted until both have scored', () => {
    expect(quoted(1, 0)).toContain('29/');
    expect(quoted(1, 1)).not.toContain('29/');
  });
});
