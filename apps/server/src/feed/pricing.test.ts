import fc from 'fast-check';
import { ODDS_CAP } from '@sportsbook/betting/odds/cap';
import { describe, expect, test } from 'vitest';
import { priceMarkets } from './live/markets';
import { MODELS } from './models';
import { MARGIN, MIN_ODDS, oddsFor } from './pricing';
import { fixtureAt } from '@/feed/schedule/fixtures';
import { fastForward } from '@/feed/schedule/simulation';
import { scheduleWindow } from '@/feed/schedule/view';
import { isPrematch } from '@sportsbook/betting/catalog/status';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('oddsFor', () => {
  test.each([
    [0.5, 1.89],
    [0.25, 3.77],
    [0.9, 1.05],
    [0.99, MIN_ODDS],
    [0.03, 31.45],
    // spec §5: offered odds never pass the cap (47.17 and longer shots are offered at 40)
    [0.02, ODDS_CAP],
    [0.0001, ODDS_CAP],
    [0, ODDS_CAP],
  ])('p = %f -> %f', (p, odds) => {
    expect(oddsFor(p)).toBe(odds);
  });
});

describe('market prices', () => {
  test('1X2 odds of prematch matches imply 1 + margin', () => {
    const matches = scheduleWindow(42, NOW).filter(
      (m) => isPrematch(m.status) && (m.sportKey === 'soccer' || m.sportKey === 'ice-hockey'),
    );
    expect(matches.length).toBeGreaterThan(50);
    for (const m of matches.slice(0, 80)) {
      const fx = fixtureAt(42, m.slot);
      const market = priceMarkets(42, fx, MODELS[fx.sportKey].init(fx.info), 1, 'pre').find(
        (x) => x.marketId === 1,
      );
      const implied = (market?.outcomes ?? []).reduce((acc, o) => acc + 1 / o.odds, 0);
      expect(implied).toBeGreaterThan(1 + MARGIN - 0.015);
      expect(implied).toBeLessThan(1 + MARGIN + 0.015);
    }
  });

  // catalogue generation dominates a run, so many runs use a few seeds and some use any seed
  test.each([
    ['any seed', fc.integer({ min: 0, max: 2 ** 31 - 1 }), 40],
    ['a few seeds', fc.constantFrom(1, 42, 777), 250],
  ] as const)(
    'property (%s): at any slot and moment of a match, every outcome has odds in (1, ODDS_CAP]',
    (_name, seeds, numRuns) => {
      fc.assert(
        fc.property(
          seeds,
          fc.integer({ min: 14_000_000, max: 16_000_000 }),
          fc.integer({ min: 0, max: 1500 }),
          (seed, slot, ticks) => {
            const fx = fixtureAt(seed, slot);
            const model = MODELS[fx.sportKey];
            const { sim, tick } = fastForward(seed, fx, model.init(fx.info), 0, ticks);
            for (const market of priceMarkets(seed, fx, sim, 1, tick)) {
              expect(market.outcomes.length).toBeGreaterThanOrEqual(2);
              for (const o of market.outcomes) {
                expect(o.odds).toBeGreaterThan(1);
                expect(o.odds).toBeGreaterThanOrEqual(MIN_ODDS);
                expect(o.odds).toBeLessThanOrEqual(ODDS_CAP);
                expect(Math.round(o.odds * 100) / 100).toBe(o.odds);
              }
            }
          },
        ),
        { numRuns, seed: 20261122 },
      );
    },
  );

  test('favorites are priced shorter than outsiders', () => {
    let checked = 0;
    for (let slot = 15_000_000; checked < 40; slot++) {
      const fx = fixtureAt(7, slot);
      if (Math.abs(fx.info.strengthA - fx.info.strengthB) < 0.4) continue;
      const winner = priceMarkets(7, fx, MODELS[fx.sportKey].init(fx.info), 1, 'pre')[0];
      const home = winner?.outcomes.find((o) => o.outcomeId === 'home')?.odds ?? 0;
      const away = winner?.outcomes.find((o) => o.outcomeId === 'away')?.odds ?? 0;
      expect(fx.info.strengthA > fx.info.strengthB ? home < away : home > away).toBe(true);
      checked++;
    }
  });
});
