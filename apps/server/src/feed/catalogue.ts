import {
  COUNTRIES,
  INTERNATIONAL,
  LEAGUE_TIERS,
  fillNames,
  playerName,
  shortName,
  slugify,
  syllableWord,
  teamName,
  type Country,
} from './names';
import { OUTRIGHT_MARGIN, normalise, toMarket } from './pricing';
import { randFloat, rngFor, type Rng } from './random';
import { SPORTS, type SportSetup } from './sports';
import type {
  FeedCatalogue,
  FeedCategory,
  FeedCompetitor,
  FeedLeague,
  FeedOutright,
  OutrightType,
} from './types';
import { MATCH_STATUS } from '@sportsbook/betting/catalog/status';

/** Outright winner market id. */
export const OUTRIGHT_WINNER_MARKET_ID = 534;
const DAY_MS = 86_400_000;
/** Seasons and stages are fixed windows of wall time, so a season's dates depend only on `now`. */
const SEASON_MS = 364 * DAY_MS;
const STAGE_MS = 91 * DAY_MS;
const TOURNAMENT_MS = 7 * DAY_MS;

function countriesFor(rng: Rng, setup: SportSetup): Country[] {
  const pool = [...COUNTRIES];
  // shuffle (Fisher-Yates) so each seed gets its own set of countries
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as Country, pool[i] as Country];
  }
  const international = setup.individual || setup.type === 'cyber';
  return international
    ? [INTERNATIONAL, ...pool.slice(0, setup.categories - 1)]
    : pool.slice(0, setup.categories);
}

function competitorsFor(
  seed: number,
  setup: SportSetup,
  leagueKey: string,
  count: number,
): FeedCompetitor[] {
  const rng = rngFor(seed, 'competitors', leagueKey);
  const names = new Set<string>();
  const out: FeedCompetitor[] = [];
  while (out.length < count) {
    const name = setup.individual ? playerName(rng) : teamName(rng, setup.key);
    if (names.has(name)) continue;
    names.add(name);
    out.push({
      key: `${setup.urnPrefix}:competitor:${leagueKey.split(':').pop() ?? ''}-${out.length}`,
      name,
      shortName: shortName(name, setup.individual),
      sportKey: setup.key,
      strength: Math.round(randFloat(rng, 0.55, 1.45) * 1000) / 1000,
    });
  }
  return out;
}

function outrightFor(
  league: FeedLeague,
  competitors: readonly FeedCompetitor[],
  type: OutrightType,
  now: number,
  parentKey: string | null,
): FeedOutright {
  const span = type === 'season' ? SEASON_MS : type === 'stage' ? STAGE_MS : TOURNAMENT_MS;
  const startTime = Math.floor(now / span) * span;
  const label = { season: 'Winner', stage: 'Stage Winner', simple_tournament: 'Winner' }[type];
  const key = `${league.key.replace(':league:', ':outright:')}-${type}-${startTime / span}`;
  const strengths = competitors.map((c) => Math.exp(4 * c.strength));
  const ps = normalise(strengths);
  const market = toMarket(
    {
      marketId: OUTRIGHT_WINNER_MARKET_ID,
      name: 'Outright winner',
      specifier: '',
      groupKeys: ['outright'],
      priority: 1,
      outcomes: competitors.map((c, i) => ({ outcomeId: c.key, name: c.name, p: ps[i] ?? 0 })),
    },
    key,
    league.provider,
    1,
    [],
    OUTRIGHT_MARGIN,
  );
  return {
    key,
    slug: `${league.slug}-${slugify(label)}-${startTime / span}`,
    type,
    sportKey: league.sportKey,
    leagueKey: league.key,
    name: {
      en: `${league.name.en} ${label}`,
      de: `${league.name.de} Sieger`,
      ar: `الفائز ${league.name.ar}`,
    },
    parentKey,
    competitorKeys: competitors.map((c) => c.key),
    startTime,
    endDate: startTime + span,
    status: MATCH_STATUS.prematch,
    provider: league.provider,
    market,
  };
}

/**
 * The static catalogue of a seed: categories (countries), leagues, competitors with strengths and
 * the outrights running at `now` (a season per team league, a weekly tournament per individual
 * league, a season with a current stage per esports league). Pure: same (seed, now), same result;
 * everything but the outright dates depends on the seed alone.
 */
export function generateCatalogue(seed: number, now: number): FeedCatalogue {
  const core = catalogueCore(seed);
  const byKey = new Map(core.competitors.map((c) => [c.key, c]));
  const outrights: FeedOutright[] = [];
  for (const league of core.leagues) {
    const setup = SPORTS.find((x) => x.key === league.sportKey);
    const teams = league.competitorKeys.flatMap((k) => byKey.get(k) ?? []);
    if (setup?.individual) {
      outrights.push(outrightFor(league, teams, 'simple_tournament', now, null));
    } else {
      const season = outrightFor(league, teams, 'season', now, null);
      outrights.push(season);
      if (setup?.type === 'cyber')
        outrights.push(outrightFor(league, teams, 'stage', now, season.key));
    }
  }
  return { ...core, outrights };
}

/** The seed-only part of the catalogue (no outrights, so no dependency on `now`). */
export function catalogueCore(seed: number): Omit<FeedCatalogue, 'outrights'> {
  const categories: FeedCategory[] = [];
  const leagues: FeedLeague[] = [];
  const competitors: FeedCompetitor[] = [];
  for (const setup of SPORTS) {
    const rng = rngFor(seed, 'catalogue', setup.key);
    countriesFor(rng, setup).forEach((country, ci) => {
      const categoryKey = `${setup.urnPrefix}:category:${setup.key}-${ci}`;
      categories.push({
        key: categoryKey,
        slug: slugify(country.name.en),
        sportKey: setup.key,
        name: country.name,
        countryCode: country.code,
        priority: 100 - ci,
        provider: setup.provider,
      });
      for (let li = 0; li < setup.leaguesPerCategory; li++) {
        const word = syllableWord(rng, 2);
        const tier = LEAGUE_TIERS[(setup.individual ? 3 : 0) + li] ?? LEAGUE_TIERS[0];
        const name = fillNames(tier ?? { en: '{w}', de: '{w}', ar: '{w}' }, word);
        const key = `${setup.urnPrefix}:league:${setup.key}-${ci}-${li}`;
        const teams = competitorsFor(seed, setup, key, setup.competitorsPerLeague);
        const league: FeedLeague = {
          key,
          slug: slugify(name.en),
          name,
          priority: 100 - ci * 10 - li,
          categoryKey,
          sportKey: setup.key,
          provider: setup.provider,
          competitorKeys: teams.map((t) => t.key),
        };
        leagues.push(league);
        competitors.push(...teams);
      }
    });
  }
  return {
    seed,
    sports: SPORTS.map(({ key, name, type, provider, priority }) => ({
      key,
      name,
      type,
      provider,
      priority,
    })),
    categories,
    leagues,
    competitors,
  };
}
