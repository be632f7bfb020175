import { catalogueCore } from '@/feed/catalogue';
import type { MatchInfo } from '@/feed/models/model';
import { slugify } from '@/feed/names';
import { hashParts, rngFor } from '@/feed/random';
import { sportSetup } from '@/feed/sports';
import type { FeedCompetitor, FeedLeague, FeedMatch, SportKey } from '@/feed/types';

/**
 * The rolling schedule. Wall time is cut into fixed slots of SLOT_MS from the Unix epoch; slot n
 * holds one match whose sport, league, competitors and key are a pure function of (seed, n), so
 * any `now` (and any restart) sees the same matches. A slot is published a fixed time before its
 * start: a tenth of slots a week ahead, the rest a few hours ahead, which keeps hundreds of
 * matches upcoming without flooding the week.
 */

/** One match starts every SLOT_MS (so about 40 are live at any time at speed 1). */
export const SLOT_MS = 120_000;
/** How far ahead the schedule looks. */
export const HORIZON_MS = 7 * 86_400_000;
/** Most slots are published this long before kick-off. */
export const SHORT_HORIZON_MS = 4 * 3_600_000;
/** Every LONG_EVERY-th slot (by hash) is published HORIZON_MS ahead. */
const LONG_EVERY = 10;
/** No simulated match lasts longer than this at speed 1 (cricket is the longest, about 2.5 h). */
export const MAX_MATCH_MS = 5 * 3_600_000;
/** Sports in slot order: soccer most often, each sport at least once per cycle. */
const SPORT_CYCLE: readonly SportKey[] = [
  'soccer',
  'tennis',
  'basketball',
  'soccer',
  'ice-hockey',
  'counter-strike',
  'soccer',
  'tennis',
  'table-tennis',
  'cricket',
  'soccer',
  'dota-2',
  'basketball',
  'table-tennis',
];

/** A slot's fixed facts: everything about a match that never changes. */
export interface Fixture extends Pick<
  FeedMatch,
  | 'key'
  | 'slot'
  | 'sportKey'
  | 'categoryKey'
  | 'leagueKey'
  | 'competitorKeyA'
  | 'competitorKeyB'
  | 'nameA'
  | 'nameB'
  | 'slug'
  | 'startTime'
  | 'provider'
> {
  publishAt: number;
  info: MatchInfo;
}

interface CoreIndex {
  leaguesBySport: Map<SportKey, FeedLeague[]>;
  competitors: Map<string, FeedCompetitor>;
}

const coreCache = new Map<number, CoreIndex>();

// the catalogue is a pure function of the seed, so one index per seed is shared by all slots
function core(seed: number): CoreIndex {
  let hit = coreCache.get(seed);
  if (!hit) {
    if (coreCache.size >= 16) coreCache.clear();
    const cat = catalogueCore(seed);
    const leaguesBySport = new Map<SportKey, FeedLeague[]>();
    for (const l of cat.leagues)
      leaguesBySport.set(l.sportKey, [...(leaguesBySport.get(l.sportKey) ?? []), l]);
    hit = { leaguesBySport, competitors: new Map(cat.competitors.map((c) => [c.key, c])) };
    coreCache.set(seed, hit);
  }
  return hit;
}

/** The fixture of a slot. */
export function fixtureAt(seed: number, slot: number): Fixture {
  const sportKey =
    SPORT_CYCLE[((slot % SPORT_CYCLE.length) + SPORT_CYCLE.length) % SPORT_CYCLE.length] ??
    'soccer';
  const setup = sportSetup(sportKey);
  const cat = core(seed);
  const rng = rngFor(seed, 'slot', slot);
  const leagues = cat.leaguesBySport.get(sportKey) ?? [];
  const league = leagues[Math.floor(rng.next() * leagues.length)] ?? leagues[0];
  if (!league) throw new RangeError(`no league for ${sportKey}`);
  const n = league.competitorKeys.length;
  const ia = Math.floor(rng.next() * n);
  const ib = (ia + 1 + Math.floor(rng.next() * (n - 1))) % n;
  const a = cat.competitors.get(league.competitorKeys[ia] ?? '');
  const b = cat.competitors.get(league.competitorKeys[ib] ?? '');
  if (!a || !b) throw new RangeError(`bad competitors in ${league.key}`);
  const startTime = slot * SLOT_MS;
  const horizon =
    hashParts(seed, 'publish', slot) % LONG_EVERY === 0 ? HORIZON_MS : SHORT_HORIZON_MS;
  const key = `${setup.urnPrefix}:match:${slot}`;
  return {
    key,
    slot,
    sportKey,
    categoryKey: league.categoryKey,
    leagueKey: league.key,
    competitorKeyA: a.key,
    competitorKeyB: b.key,
    nameA: a.name,
    nameB: b.name,
    slug: `${slugify(a.name)}-${slugify(b.name)}-${slot}`,
    startTime,
    publishAt: startTime - horizon,
    provider: setup.provider,
    info: { key, sportKey, strengthA: a.strength, strengthB: b.strength },
  };
}

/** Slots whose publication falls in (from, to], in slot order. */
export function publishedBetween(seed: number, from: number, to: number): Fixture[] {
  const out: Fixture[] = [];
  for (const horizon of [SHORT_HORIZON_MS, HORIZON_MS]) {
    const first = Math.floor((from + horizon) / SLOT_MS) + 1;
    const last = Math.floor((to + horizon) / SLOT_MS);
    for (let slot = first; slot <= last; slot++) {
      const fx = fixtureAt(seed, slot);
      if (fx.publishAt > from && fx.publishAt <= to) out.push(fx);
    }
  }
  return out.sort((a, b) => a.slot - b.slot);
}
