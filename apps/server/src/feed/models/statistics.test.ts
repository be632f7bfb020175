import { describe, expect, test } from 'vitest';
import { fixtureAt, type Fixture } from '@/feed/schedule/fixtures';
import { tickRng } from '@/feed/schedule/ticks';
import { scheduleWindow } from '@/feed/schedule/view';
import type { FeedStatistic, FeedStatistics, SportKey } from '@/feed/types';
import type { GoalState } from './goal-simulation';
import { MODELS, type SimState } from './index';
import type { TennisState } from './tennis-simulation';
import { isPrematch, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

const SEED = 5;
const FIRST_SLOT = 15_000_000;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

/** The first `n` fixtures of a sport from FIRST_SLOT on. */
function fixtures(sport: SportKey, n: number): Fixture[] {
  const out: Fixture[] = [];
  for (let slot = FIRST_SLOT; out.length < n; slot++) {
    const fx = fixtureAt(SEED, slot);
    if (fx.sportKey === sport) out.push(fx);
  }
  return out;
}

/** Every state of a match from kick-off (index 0) to the final one. */
function play(fx: Fixture): SimState[] {
  const model = MODELS[fx.sportKey];
  const states = [model.init(fx.info)];
  for (let i = 1; !model.finished(states[states.length - 1] as SimState); i++) {
    states.push(model.step(states[i - 1] as SimState, tickRng(SEED, fx.key, i), fx.info).state);
  }
  return states;
}

function finalState(fx: Fixture): SimState {
  const model = MODELS[fx.sportKey];
  let s = model.init(fx.info);
  for (let i = 1; !model.finished(s); i++)
    s = model.step(s, tickRng(SEED, fx.key, i), fx.info).state;
  return s;
}

function row(
  stats: FeedStatistics,
  widget: keyof FeedStatistics,
  type: string,
  period?: number,
): FeedStatistic | undefined {
  return stats[widget]?.find((r) => r.type === type && r.period === period);
}

/** Whole-match value of both teams of a counter. */
function both(stats: FeedStatistics, widget: keyof FeedStatistics, type: string): number[] {
  const r = row(stats, widget, type);
  if (!r) throw new Error(`no ${widget}/${type} row`);
  return [r.home, r.away];
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const COVERED: Record<SportKey, (keyof FeedStatistics)[]> = {
  soccer: ['possession', 'shots', 'cards', 'corners', 'fouls', 'offsides'],
  'ice-hockey': ['shots'],
  tennis: ['aces', 'double_faults', 'break_points'],
  basketball: [],
  cricket: [],
  'table-tennis': [],
  'counter-strike': [],
  'dota-2': [],
};

describe('match statistics', () => {
  test.each(Object.keys(COVERED) as SportKey[])(
    '%s: the covered widgets only, all zero before kick-off',
    (sport) => {
      const [fx] = fixtures(sport, 1);
      if (!fx) throw new Error('no fixture');
      const model = MODELS[sport];
      const before = model.statistics(model.init(fx.info));
      expect(Object.keys(before).sort()).toEqual([...COVERED[sport]].sort());
      for (const rows of Object.values(before))
        for (const r of rows) expect([r.home, r.away]).toEqual([0, 0]);
      const after = model.statistics(finalState(fx));
      expect(Object.keys(after).sort()).toEqual([...COVERED[sport]].sort());
    },
  );

  test.each(['soccer', 'ice-hockey', 'tennis'] as const)(
    '%s: counters never go down, periods add up to the match and the input is not mutated',
    (sport) => {
      const model = MODELS[sport];
      for (const fx of fixtures(sport, 4)) {
        const states = play(fx);
        const problems: string[] = [];
        let prev = new Map<string, number>();
        states.forEach((s, i) => {
          if (i % 20 === 1) {
            const copy = structuredClone(states[i - 1]);
            model.step(states[i - 1] as SimState, tickRng(SEED, fx.key, i), fx.info);
            expect(states[i - 1]).toEqual(copy);
          }
          const stats = model.statistics(s);
          const cur = new Map<string, number>();
          for (const [widget, rows] of Object.entries(stats)) {
            if (widget === 'possession') continue;
            for (const r of rows) {
              if (!Number.isInteger(r.home) || !Number.isInteger(r.away))
                problems.push(`tick ${i}: ${widget}/${r.type} not an integer`);
              cur.set(`${widget}/${r.type}/${r.period ?? 'match'}/home`, r.home);
              cur.set(`${widget}/${r.type}/${r.period ?? 'match'}/away`, r.away);
            }
            for (const type of new Set(rows.map((r) => r.type))) {
              const periods = rows.filter((r) => r.type === type && r.period !== undefined);
              const whole = rows.find((r) => r.type === type && r.period === undefined);
              const home = periods.reduce((a, r) => a + r.home, 0);
              const away = periods.reduce((a, r) => a + r.away, 0);
              if (whole?.home !== home || whole.away !== away)
                problems.push(`tick ${i}: ${widget}/${type} periods do not add up`);
            }
          }
          for (const [k, v] of prev)
            if ((cur.get(k) ?? -1) < v) problems.push(`tick ${i}: ${k} went down`);
          prev = cur;
        });
        expect(problems).toEqual([]);
      }
    },
  );

  test('soccer: possession is an integer split of 100, per half and for the match', () => {
    for (const fx of fixtures('soccer', 6)) {
      const states = play(fx);
      states.forEach((s, i) => {
        const rows = MODELS.soccer.statistics(s).possession ?? [];
        if (i === 0) expect(rows).toEqual([]);
        for (const r of rows) {
          expect(r.type).toBe('percent');
          expect(r.home + r.away).toBe(100);
          expect(Number.isInteger(r.home) && r.home >= 0).toBe(true);
        }
      });
      const last = MODELS.soccer.statistics(states[states.length - 1] as SimState).possession;
      expect(last?.map((r) => r.period)).toEqual([undefined, 1, 2]);
    }
  });

  test.each(['soccer', 'ice-hockey'] as const)(
    '%s: every goal is a shot on target, in its period too',
    (sport) => {
      for (const fx of fixtures(sport, 15)) {
        for (const s of play(fx) as GoalState[]) {
          const stats = MODELS[sport].statistics(s);
          const on = both(stats, 'shots', 'on_target');
          expect(on[0]).toBeGreaterThanOrEqual(s.home);
          expect(on[1]).toBeGreaterThanOrEqual(s.away);
          s.periods.forEach((p, i) => {
            const r = row(stats, 'shots', 'on_target', i + 1);
            expect(r?.home).toBeGreaterThanOrEqual(p[0]);
            expect(r?.away).toBeGreaterThanOrEqual(p[1]);
          });
        }
      }
    },
  );

  test('soccer: full-time statistics of many matches are in realistic ranges', () => {
    const values = {
      shots: [] as number[],
      onTarget: [] as number[],
      yellow: [] as number[],
      red: [] as number[],
      corners: [] as number[],
      fouls: [] as number[],
      offsides: [] as number[],
      possession: [] as number[],
    };
    for (const fx of fixtures('soccer', 150)) {
      const stats = MODELS.soccer.statistics(finalState(fx));
      const on = both(stats, 'shots', 'on_target');
      const off = both(stats, 'shots', 'off_target');
      values.shots.push((on[0] ?? 0) + (off[0] ?? 0), (on[1] ?? 0) + (off[1] ?? 0));
      values.onTarget.push(...on);
      values.yellow.push(...both(stats, 'cards', 'yellow'));
      values.red.push(...both(stats, 'cards', 'red'));
      values.corners.push(...both(stats, 'corners', 'total'));
      values.fouls.push(...both(stats, 'fouls', 'total'));
      values.offsides.push(...both(stats, 'offsides', 'total'));
      values.possession.push(...both(stats, 'possession', 'percent'));
    }
    // typical per-team values of a real match: mean and median must sit inside the range
    const ranges: [keyof typeof values, number, number][] = [
      ['shots', 8, 18],
      ['onTarget', 3, 6],
      ['yellow', 0, 4],
      ['corners', 3, 7],
      ['fouls', 8, 15],
      ['offsides', 0, 4],
    ];
    for (const [name, lo, hi] of ranges) {
      for (const x of [mean(values[name]), median(values[name])]) {
        expect(x, name).toBeGreaterThanOrEqual(lo);
        expect(x, name).toBeLessThanOrEqual(hi);
      }
    }
    // red cards are rare, no match is absurd
    expect(mean(values.red)).toBeLessThan(0.25);
    expect(mean(values.red)).toBeGreaterThan(0);
    expect(Math.max(...values.shots)).toBeLessThanOrEqual(40);
    expect(Math.max(...values.yellow)).toBeLessThanOrEqual(10);
    expect(Math.max(...values.red)).toBeLessThanOrEqual(3);
    expect(Math.min(...values.possession)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...values.possession)).toBeLessThanOrEqual(80);
  });

  test('soccer: the stronger side has more of the ball and more shots on average', () => {
    let ball = 0;
    let shots = 0;
    let n = 0;
    for (const fx of fixtures('soccer', 150)) {
      const d = fx.info.strengthA - fx.info.strengthB;
      if (Math.abs(d) < 0.2) continue;
      const stats = MODELS.soccer.statistics(finalState(fx));
      const sign = Math.sign(d);
      const [ph = 0, pa = 0] = both(stats, 'possession', 'percent');
      const [sh = 0, sa = 0] = both(stats, 'shots', 'on_target');
      ball += sign * (ph - pa);
      shots += sign * (sh - sa);
      n++;
    }
    expect(n).toBeGreaterThan(10);
    expect(ball / n).toBeGreaterThan(0);
    expect(shots / n).toBeGreaterThan(0);
  });

  test('ice hockey: shots on goal per period and for the match, about 20..40 per team', () => {
    const shots: number[] = [];
    for (const fx of fixtures('ice-hockey', 60)) {
      const stats = MODELS['ice-hockey'].statistics(finalState(fx));
      expect(stats.shots?.map((r) => [r.type, r.period])).toEqual([
        ['on_target', undefined],
        ['on_target', 1],
        ['on_target', 2],
        ['on_target', 3],
      ]);
      shots.push(...both(stats, 'shots', 'on_target'));
    }
    expect(mean(shots)).toBeGreaterThanOrEqual(20);
    expect(mean(shots)).toBeLessThanOrEqual(40);
  });

  test('tennis: aces and double faults happen on the server’s points, break points add up', () => {
    const aces: number[] = [];
    const doubleFaults: number[] = [];
    for (const fx of fixtures('tennis', 60)) {
      const states = play(fx) as TennisState[];
      for (let i = 1; i < states.length; i++) {
        const prev = states[i - 1] as TennisState;
        const s = states[i] as TennisState;
        const games = (t: TennisState): string => t.gameLog.join('');
        // the point's winner: the game's winner if a game ended, else who gained a point
        const winner =
          games(s).length > games(prev).length
            ? games(s).endsWith('A')
              ? 0
              : 1
            : s.points[0] > prev.points[0]
              ? 0
              : 1;
        const a = MODELS.tennis.statistics(prev);
        const b = MODELS.tennis.statistics(s);
        for (const side of [0, 1] as const) {
          const key = side === 0 ? 'home' : 'away';
          const ace = (row(b, 'aces', 'total')?.[key] ?? 0) - (row(a, 'aces', 'total')?.[key] ?? 0);
          const df =
            (row(b, 'double_faults', 'total')?.[key] ?? 0) -
            (row(a, 'double_faults', 'total')?.[key] ?? 0);
          expect(ace + df).toBeLessThanOrEqual(1);
          if (ace > 0) expect([prev.server, winner]).toEqual([side, side]);
          if (df > 0) expect([prev.server, winner === side]).toEqual([side, false]);
        }
      }
      const stats = MODELS.tennis.statistics(states[states.length - 1] as SimState);
      const won = both(stats, 'break_points', 'won');
      const total = both(stats, 'break_points', 'total');
      expect(won[0]).toBeLessThanOrEqual(total[0] ?? 0);
      expect(won[1]).toBeLessThanOrEqual(total[1] ?? 0);
      // a set is won by breaking serve or in a tie-break, so a player who won a set without a
      // tie-break converted a break point in it
      const sets = (states[states.length - 1] as TennisState).sets;
      sets.forEach((g, i) => {
        if (Math.max(g[0], g[1]) !== 6) return;
        const side = g[0] > g[1] ? 'home' : 'away';
        expect(row(stats, 'break_points', 'won', i + 1)?.[side]).toBeGreaterThan(0);
      });
      aces.push(...both(stats, 'aces', 'total'));
      doubleFaults.push(...both(stats, 'double_faults', 'total'));
    }
    expect(mean(aces)).toBeGreaterThanOrEqual(2);
    expect(mean(aces)).toBeLessThanOrEqual(12);
    expect(mean(doubleFaults)).toBeGreaterThanOrEqual(1);
    expect(mean(doubleFaults)).toBeLessThanOrEqual(5);
  });

  test('the schedule carries statistics: none before kick-off, the model’s once live', () => {
    const window = scheduleWindow(SEED, NOW);
    for (const m of window.filter((x) => isPrematch(x.status))) expect(m.statistics).toEqual({});
    const live = window.filter((x) => x.status === MATCH_STATUS.live && x.sportKey === 'soccer');
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) {
      expect(Object.keys(m.statistics).sort()).toEqual([...COVERED.soccer].sort());
      const on = row(m.statistics, 'shots', 'on_target');
      expect(on?.home).toBeGreaterThanOrEqual(m.totalScore?.home ?? 0);
      expect(on?.away).toBeGreaterThanOrEqual(m.totalScore?.away ?? 0);
    }
  });
});
