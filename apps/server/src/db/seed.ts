import { sql } from 'drizzle-orm';
import type { Provider, SportType } from '@sportsbook/contract/vocabulary';
import type { Database } from './client';
import { sports, type LocalizedNames } from './schema';
import { seedDemoJackpots } from './seed-jackpots';
import { seedDemoBonuses } from './seed-bonuses';

interface SportSeed {
  urnId: string;
  key: string;
  names: LocalizedNames;
  priority: number;
  type: SportType;
  provider: Provider;
}

/** Demo sports: betradar for the classics, one on betconstruct, oddin for cyber (issue #4 plan). */
export const SPORT_SEEDS: readonly SportSeed[] = [
  {
    urnId: 'sr:sport:1',
    key: 'soccer',
    names: { en: 'Soccer', de: 'Fußball', ar: 'كرة القدم' },
    priority: 1000,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urnId: 'sr:sport:5',
    key: 'tennis',
    names: { en: 'Tennis', de: 'Tennis', ar: 'التنس' },
    priority: 900,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urnId: 'sr:sport:2',
    key: 'basketball',
    names: { en: 'Basketball', de: 'Basketball', ar: 'كرة السلة' },
    priority: 800,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urnId: 'sr:sport:21',
    key: 'cricket',
    names: { en: 'Cricket', de: 'Cricket', ar: 'الكريكيت' },
    priority: 700,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urnId: 'sr:sport:4',
    key: 'ice-hockey',
    names: { en: 'Ice Hockey', de: 'Eishockey', ar: 'هوكي الجليد' },
    priority: 600,
    type: 'regular',
    provider: 'betradar',
  },
  {
    urnId: 'bc:sport:20',
    key: 'table-tennis',
    names: { en: 'Table Tennis', de: 'Tischtennis', ar: 'كرة الطاولة' },
    priority: 300,
    type: 'regular',
    provider: 'betconstruct',
  },
  {
    urnId: 'od:sport:3',
    key: 'counter-strike',
    names: { en: 'Counter-Strike 2', de: 'Counter-Strike 2', ar: 'كاونتر سترايك 2' },
    priority: 500,
    type: 'cyber',
    provider: 'oddin',
  },
  {
    urnId: 'od:sport:2',
    key: 'dota-2',
    names: { en: 'Dota 2', de: 'Dota 2', ar: 'دوتا 2' },
    priority: 400,
    type: 'cyber',
    provider: 'oddin',
  },
];

/** Inserts or refreshes the demo catalogue; running it again changes nothing but updated_at. */
export async function seedDemoData(db: Database): Promise<void> {
  await db
    .insert(sports)
    .values(SPORT_SEEDS.map((s) => ({ ...s })))
    .onConflictDoUpdate({
      target: sports.key,
      set: {
        urnId: sql`excluded.urn_id`,
        names: sql`excluded.names`,
        priority: sql`excluded.priority`,
        type: sql`excluded.type`,
        provider: sql`excluded.provider`,
        updatedAt: sql`now()`,
      },
    });
  await seedDemoJackpots(db);
  await seedDemoBonuses(db);
}
