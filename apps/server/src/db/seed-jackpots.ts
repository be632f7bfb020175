import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { jackpotHits, jackpotLevels, jackpots, predictions } from './schema-jackpots';

/*
 * Demo jackpot and prediction (issue 15 item 5): `npm start` shows a running EUR jackpot with
 * three levels part-filled and two past hits, and an open prediction. Fixed ids: seeding again
 * adds nothing and leaves pools, hits and votes as they are (an operator's close stays closed).
 */

export const DEMO_JACKPOT_ID = 'jp_demo';
export const DEMO_PREDICTION_ID = 'pr_demo_derby';

const DAY = 24 * 60 * 60 * 1000;

/** Three levels: EUR minor units; chance per bet = stake / trigger; a pool at its cap must hit. */
const DEMO_LEVELS = [
  {
    code: 'mega',
    names: { en: 'Mega', de: 'Mega', pt: 'Mega', ar: 'ميغا' },
    contributionBp: 50,
    seedAmount: 1_000_00,
    pool: 3_482_17,
    triggerAmount: 500_000_00,
    mustHitBy: 10_000_00,
  },
  {
    code: 'major',
    names: { en: 'Major', de: 'Major', pt: 'Maior', ar: 'الكبرى' },
    contributionBp: 30,
    seedAmount: 100_00,
    pool: 412_50,
    triggerAmount: 50_000_00,
    mustHitBy: 1_000_00,
  },
  {
    code: 'minor',
    names: { en: 'Minor', de: 'Minor', pt: 'Menor', ar: 'الصغرى' },
    contributionBp: 20,
    seedAmount: 10_00,
    pool: 37_45,
    triggerAmount: 5_000_00,
    mustHitBy: 100_00,
  },
];

/** Past hits of demo history, oldest first (lists go by insertion): paid, without a player row. */
const DEMO_HITS = [
  {
    id: 'hit_demo_2',
    levelCode: 'major',
    hashedUserName: 'lu***b27e04',
    amount: 731_90,
    daysAgo: 5,
  },
  {
    id: 'hit_demo_1',
    levelCode: 'minor',
    hashedUserName: 'ma***3f9a1c',
    amount: 84_20,
    daysAgo: 2,
  },
];

/** Seeds the demo jackpot and prediction once; `now` dates the hits and the prediction's close. */
export async function seedDemoJackpots(db: Database, now = new Date()): Promise<void> {
  const at = now.getTime();
  await db
    .insert(jackpots)
    .values({
      id: DEMO_JACKPOT_ID,
      names: {
        en: 'Sportsbook Jackpot',
        de: 'Sportwetten-Jackpot',
        pt: 'Jackpot Esportivo',
        ar: 'جائزة المراهنات الكبرى',
      },
      currency: 'EUR',
      minStake: 1_00,
      minOdds: 1.5,
      state: 'active',
      createdAt: new Date(at - 30 * DAY),
      updatedAt: new Date(at - 30 * DAY),
    })
    .onConflictDoNothing();
  await db
    .insert(jackpotLevels)
    .values(DEMO_LEVELS.map((l, position) => ({ ...l, jackpotId: DEMO_JACKPOT_ID, position })))
    .onConflictDoNothing();
  await db
    .insert(jackpotHits)
    .values(
      DEMO_HITS.map(({ daysAgo, ...h }) => ({
        ...h,
        jackpotId: DEMO_JACKPOT_ID,
        currency: 'EUR',
        amountEur: h.amount,
        status: 'paid' as const,
        seen: true,
        createdAt: new Date(at - daysAgo * DAY),
        approvedAt: new Date(at - daysAgo * DAY),
        paidAt: new Date(at - daysAgo * DAY),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(predictions)
    .values({
      id: DEMO_PREDICTION_ID,
      titles: {
        en: 'Who wins the derby?',
        de: 'Wer gewinnt das Derby?',
        pt: 'Quem vence o clássico?',
        ar: 'من يفوز في الديربي؟',
      },
      options: [
        { key: 'home', labels: { en: 'Home', de: 'Heim', pt: 'Casa', ar: 'صاحب الأرض' } },
        { key: 'draw', labels: { en: 'Draw', de: 'Unentschieden', pt: 'Empate', ar: 'تعادل' } },
        { key: 'away', labels: { en: 'Away', de: 'Auswärts', pt: 'Fora', ar: 'الضيف' } },
      ],
      closesAt: new Date(at + 7 * DAY),
      state: 'open',
      createdAt: now,
    })
    // a demo left running keeps its prediction open a week ahead; a closed one stays closed
    .onConflictDoUpdate({
      target: predictions.id,
      set: { closesAt: sql`greatest(${predictions.closesAt}, excluded.closes_at)` },
    });
}
