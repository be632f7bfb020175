import { describe, expect, test } from 'vitest';
import { generateCatalogue } from './catalogue';
import { containsRealName, slugify } from './names';
import { scheduleWindow } from '@/feed/schedule/view';
import { SPORTS } from './sports';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('generateCatalogue', () => {
  test('same seed and clock give the same catalogue; another seed another one', () => {
    const a = generateCatalogue(42, NOW);
    expect(generateCatalogue(42, NOW)).toEqual(a);
    const b = generateCatalogue(43, NOW);
    expect(b.competitors.map((c) => c.name)).not.toEqual(a.competitors.map((c) => c.name));
    expect(b.leagues.map((l) => l.key)).toEqual(a.leagues.map((l) => l.key));
  });

  test('covers the seeded sports with their providers, and every league has competitors', () => {
    const cat = generateCatalogue(1, NOW);
    expect(cat.sports.map((s) => [s.key, s.provider])).toEqual(
      SPORTS.map((s) => [s.key, s.provider]),
    );
    for (const sport of SPORTS) {
      expect(cat.categories.some((c) => c.sportKey === sport.key)).toBe(true);
      expect(cat.outrights.some((o) => o.sportKey === sport.key)).toBe(true);
    }
    for (const league of cat.leagues) {
      expect(league.competitorKeys.length).toBeGreaterThanOrEqual(10);
      expect(cat.categories.some((c) => c.key === league.categoryKey)).toBe(true);
    }
    const keys = cat.competitors.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('categories are named in en, de and ar and carry a country code or none', () => {
    for (const c of generateCatalogue(5, NOW).categories) {
      expect(c.name.en && c.name.de && c.name.ar).toBeTruthy();
      expect(c.countryCode === null || /^[A-Z]{2}$/.test(c.countryCode)).toBe(true);
      expect(c.slug).toBe(slugify(c.name.en));
    }
  });

  test('outrights: seasons, stages (esports, with a parent) and simple tournaments, dates around now', () => {
    const cat = generateCatalogue(3, NOW);
    const types = new Set(cat.outrights.map((o) => o.type));
    expect(types).toEqual(new Set(['season', 'stage', 'simple_tournament']));
    for (const o of cat.outrights) {
      expect(o.startTime).toBeLessThanOrEqual(NOW);
      expect(o.endDate).toBeGreaterThan(NOW);
      expect(o.market.outcomes).toHaveLength(o.competitorKeys.length);
      if (o.type === 'stage') expect(cat.outrights.some((p) => p.key === o.parentKey)).toBe(true);
      for (const out of o.market.outcomes) expect(out.odds).toBeGreaterThan(1);
    }
  });

  test.each([1, 2, 99, 123456])('seed %i: no generated name contains a real club name', (seed) => {
    const cat = generateCatalogue(seed, NOW);
    const names = [
      ...cat.competitors.flatMap((c) => [c.name, c.shortName]),
      ...cat.leagues.flatMap((l) => Object.values(l.name)),
      ...cat.outrights.map((o) => o.name.en),
      ...scheduleWindow(seed, NOW).flatMap((m) => [m.nameA, m.nameB]),
    ];
    expect(names.filter(containsRealName)).toEqual([]);
  });

  test.each([
    ['Real Madrid', true],
    ['FC Barcelona', true],
    ['Team Liquid', true],
    ['Realholm Rovers', false],
    ['Interford Athletic', false],
  ])('denylist check: %s -> %s', (name, real) => {
    expect(containsRealName(name)).toBe(real);
  });
});
