import type { FeedSport, SportKey } from './types';

/**
 * The simulated sports, matching apps/server/src/db/seed.ts (keys, providers, priorities), plus
 * the knobs the catalogue and the schedule read.
 */

/** Per-sport catalogue and schedule settings. */
export interface SportSetup extends FeedSport {
  /** Urn prefix of the provider's ids (sr, od, bc). */
  urnPrefix: string;
  /** Individual sport: competitors are players. */
  individual: boolean;
  /** Categories and leagues per category generated for the sport. */
  categories: number;
  leaguesPerCategory: number;
  competitorsPerLeague: number;
}

/** The eight seeded sports. */
export const SPORTS: readonly SportSetup[] = [
  {
    key: 'soccer',
    name: { en: 'Soccer', de: 'Fußball', ar: 'كرة القدم' },
    type: 'regular',
    provider: 'betradar',
    priority: 1000,
    urnPrefix: 'sr',
    individual: false,
    categories: 8,
    leaguesPerCategory: 2,
    competitorsPerLeague: 16,
  },
  {
    key: 'tennis',
    name: { en: 'Tennis', de: 'Tennis', ar: 'التنس' },
    type: 'regular',
    provider: 'betradar',
    priority: 900,
    urnPrefix: 'sr',
    individual: true,
    categories: 4,
    leaguesPerCategory: 2,
    competitorsPerLeague: 24,
  },
  {
    key: 'basketball',
    name: { en: 'Basketball', de: 'Basketball', ar: 'كرة السلة' },
    type: 'regular',
    provider: 'betradar',
    priority: 800,
    urnPrefix: 'sr',
    individual: false,
    categories: 5,
    leaguesPerCategory: 1,
    competitorsPerLeague: 14,
  },
  {
    key: 'cricket',
    name: { en: 'Cricket', de: 'Cricket', ar: 'الكريكيت' },
    type: 'regular',
    provider: 'betradar',
    priority: 700,
    urnPrefix: 'sr',
    individual: false,
    categories: 3,
    leaguesPerCategory: 1,
    competitorsPerLeague: 10,
  },
  {
    key: 'ice-hockey',
    name: { en: 'Ice Hockey', de: 'Eishockey', ar: 'هوكي الجليد' },
    type: 'regular',
    provider: 'betradar',
    priority: 600,
    urnPrefix: 'sr',
    individual: false,
    categories: 4,
    leaguesPerCategory: 1,
    competitorsPerLeague: 14,
  },
  {
    key: 'table-tennis',
    name: { en: 'Table Tennis', de: 'Tischtennis', ar: 'كرة الطاولة' },
    type: 'regular',
    provider: 'betconstruct',
    priority: 300,
    urnPrefix: 'bc',
    individual: true,
    categories: 3,
    leaguesPerCategory: 1,
    competitorsPerLeague: 16,
  },
  {
    key: 'counter-strike',
    name: { en: 'Counter-Strike 2', de: 'Counter-Strike 2', ar: 'كاونتر سترايك 2' },
    type: 'cyber',
    provider: 'oddin',
    priority: 500,
    urnPrefix: 'od',
    individual: false,
    categories: 2,
    leaguesPerCategory: 2,
    competitorsPerLeague: 12,
  },
  {
    key: 'dota-2',
    name: { en: 'Dota 2', de: 'Dota 2', ar: 'دوتا 2' },
    type: 'cyber',
    provider: 'oddin',
    priority: 400,
    urnPrefix: 'od',
    individual: false,
    categories: 2,
    leaguesPerCategory: 2,
    competitorsPerLeague: 12,
  },
];

/** Setup of a sport key. */
export function sportSetup(key: SportKey): SportSetup {
  const setup = SPORTS.find((s) => s.key === key);
  if (!setup) throw new RangeError(`unknown sport ${key}`);
  return setup;
}
