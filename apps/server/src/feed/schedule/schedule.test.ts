import { describe, expect, test } from 'vitest';
import { HORIZON_MS, SLOT_MS, fixtureAt } from './fixtures';
import { scheduleWindow } from './view';
import { SPORTS } from '@/feed/sports';
import { isPrematch, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const HOUR = 3_600_000;

describe('scheduleWindow', () => {
  test.each([0, 1, 7.3, 13.9, 50, 24 * 30 + 0.5])(
    'at now + %f h: >= 200 upcoming in 7 days and >= 30 live',
    (h) => {
      const now = NOW + h * HOUR;
      const window = scheduleWindow(42, now);
      const upcoming = window.filter(
        (m) => isPrematch(m.status) && m.startTime > now && m.startTime <= now + HORIZON_MS,
      );
      const live = window.filter((m) => m.status === MATCH_STATUS.live);
      expect(upcoming.length).toBeGreaterThanOrEqual(200);
      expect(live.length).toBeGreaterThanOrEqual(30);
      for (const m of live) expect(m.startTime).toBeLessThanOrEqual(now);
    },
  );

  test('is a pure function of seed and clock; another seed gives other matches', () => {
    const a = scheduleWindow(9, NOW);
    expect(scheduleWindow(9, NOW)).toEqual(a);
    const b = scheduleWindow(10, NOW);
    expect(b.map((m) => m.nameA)).not.toEqual(a.map((m) => m.nameA));
  });

  test('restart safety: the windows at now and now + 1 h share keys with the same fixture', () => {
    const a = new Map(scheduleWindow(42, NOW).map((m) => [m.key, m]));
    const b = scheduleWindow(42, NOW + HOUR);
    const shared = b.filter((m) => a.has(m.key));
    expect(shared.length).toBeGreaterThan(300);
    for (const m of shared) {
      const before = a.get(m.key);
      expect([before?.startTime, before?.nameA, before?.nameB, before?.leagueKey]).toEqual([
        m.startTime,
        m.nameA,
        m.nameB,
        m.leagueKey,
      ]);
    }
    // nothing that was upcoming and is not over yet disappears
    const lost = [...a.values()].filter(
      (m) => m.startTime > NOW + HOUR && !b.some((x) => x.key === m.key),
    );
    expect(lost).toEqual([]);
  });

  test('keys are unique, start on the slot grid and every sport gets matches', () => {
    const window = scheduleWindow(4, NOW);
    expect(new Set(window.map((m) => m.key)).size).toBe(window.length);
    for (const m of window) expect(m.startTime % SLOT_MS).toBe(0);
    for (const s of SPORTS)
      expect(window.some((m) => m.sportKey === s.key && m.provider === s.provider)).toBe(true);
  });

  test('a fixture never plays itself', () => {
    for (let slot = 0; slot < 500; slot++) {
      const fx = fixtureAt(3, 14_000_000 + slot);
      expect(fx.competitorKeyA).not.toBe(fx.competitorKeyB);
    }
  });
});
