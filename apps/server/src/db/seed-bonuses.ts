import type { Database } from './client';
import { bonusCampaigns, promoCodes } from './schema';

/*
 * Demo promotions (issue #15): one campaign of each kind, so `npm start` shows a living promotions
 * page. Fixed ids and "insert unless present": a restart keeps what players did with them (the
 * tournament's live pool, issued bonuses) and an operator's changes.
 */

type CampaignSeed = typeof bonusCampaigns.$inferInsert;

const SEEDED_AT = new Date(Date.UTC(2026, 0, 1));
/** Fiat amounts per currency (minor units) for a freebet of `units` whole units. */
const fiat = (units: number) => ({
  EUR: units * 100,
  USD: units * 100,
  GBP: units * 100,
  BRL: units * 500,
});

const base = {
  promotionState: 'active' as const,
  countryCodes: [],
  conditions: [],
  validTo: null,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
};

export const DEMO_CAMPAIGNS: readonly CampaignSeed[] = [
  {
    ...base,
    id: 'bc_demo_comboboost',
    kind: 'comboboost',
    names: {
      en: 'Combo boost',
      de: 'Kombi-Boost',
      pt: 'Turbo de múltiplas',
      ar: 'تعزيز الرهان المركب',
    },
    terms: {
      en: [
        'Combos with 3 or 4 selections at odds 1.30 or more get 5 % higher odds.',
        'Combos with 5 or more such selections get 10 % higher odds.',
      ],
      de: [
        'Kombiwetten mit 3 oder 4 Tipps ab Quote 1,30 erhalten eine 5 % höhere Quote.',
        'Kombiwetten mit 5 oder mehr solchen Tipps erhalten eine 10 % höhere Quote.',
      ],
      pt: [
        'Múltiplas com 3 ou 4 seleções com odds de 1,30 ou mais ganham odds 5 % maiores.',
        'Múltiplas com 5 ou mais dessas seleções ganham odds 10 % maiores.',
      ],
      ar: [
        'الرهانات المركبة من 3 أو 4 اختيارات باحتمالات 1.30 أو أكثر تحصل على احتمالات أعلى بنسبة 5 %.',
        'الرهانات المركبة من 5 اختيارات أو أكثر تحصل على احتمالات أعلى بنسبة 10 %.',
      ],
    },
    autoIssue: true,
    comboboostType: 'ranges',
    minOdds: 1.3,
    ranges: [
      { minCount: 3, maxCount: 4, bonusOdds: 1.05 },
      { minCount: 5, maxCount: 30, bonusOdds: 1.1 },
    ],
    triggerKey: 'combo',
  },
  {
    ...base,
    id: 'bc_demo_welcome10',
    kind: 'freebet',
    names: {
      en: 'Welcome freebet',
      de: 'Willkommens-Freiwette',
      pt: 'Aposta grátis de boas-vindas',
      ar: 'رهان مجاني ترحيبي',
    },
    terms: {
      en: ['A 10 EUR no-risk freebet: if the bet loses, you get the freebet back once.'],
      de: [
        'Eine risikofreie Freiwette über 10 EUR: verliert die Wette, bekommst du sie einmal zurück.',
      ],
      pt: [
        'Uma aposta grátis sem risco de 10 EUR: se a aposta perder, você recebe a aposta grátis de volta uma vez.',
      ],
      ar: ['رهان مجاني بدون مخاطرة بقيمة 10 يورو: إذا خسر الرهان تستعيد الرهان المجاني مرة واحدة.'],
    },
    freebetType: 'no_risk',
    amounts: fiat(10),
    minOdds: 1.5,
    issuedTtlHours: 24 * 30,
  },
  {
    ...base,
    id: 'bc_demo_all_win',
    kind: 'freebet',
    names: {
      en: 'All-win freebet',
      de: 'All-Win-Freiwette',
      pt: 'Aposta grátis ganho total',
      ar: 'رهان مجاني بكامل الربح',
    },
    terms: { en: ['A 5 EUR freebet on combos: a win pays the whole return, stake included.'] },
    freebetType: 'all_win',
    amounts: fiat(5),
    selectionsCountFrom: 2,
    issuedTtlHours: 24 * 30,
  },
  {
    ...base,
    id: 'bc_demo_only_win',
    kind: 'freebet',
    names: {
      en: 'Only-win freebet',
      de: 'Nur-Gewinn-Freiwette',
      pt: 'Aposta grátis só lucro',
      ar: 'رهان مجاني بالربح فقط',
    },
    terms: { en: ['A 5 EUR freebet on live matches: a win pays the winnings, not the stake.'] },
    freebetType: 'only_win',
    amounts: fiat(5),
    matchStatus: 1,
    issuedTtlHours: 24 * 30,
  },
  {
    ...base,
    id: 'bc_demo_hunting',
    kind: 'hunting',
    names: { en: 'Goal hunt', de: 'Torjagd', pt: 'Caça aos gols', ar: 'صيد الأهداف' },
    terms: {
      en: [
        'Bet with the hunt at odds 1.50 or more: every whole euro staked is one point.',
        'Each 50 points earn a 5 EUR all-win freebet. Each match counts once.',
      ],
    },
    autoIssue: true,
    currency: 'EUR',
    minOdds: 1.5,
    farmOncePerEvent: true,
    targetPoints: 50,
    freebetType: 'all_win',
    amounts: { EUR: 5_00 },
  },
  {
    ...base,
    id: 'bc_demo_tournament',
    kind: 'tournament',
    names: {
      en: 'Weekly tournament',
      de: 'Wochenturnier',
      pt: 'Torneio semanal',
      ar: 'البطولة الأسبوعية',
    },
    terms: {
      en: [
        'Bet with the tournament: every whole euro staked is one point on the leaderboard.',
        '5 % of every stake goes into the prize pool, which starts at 1,000 EUR.',
      ],
    },
    autoIssue: true,
    currency: 'EUR',
    minOdds: 1.2,
    targetPoints: 0,
    freebetType: 'all_win',
    initialPool: 1_000_00,
    poolAmount: 1_000_00,
    poolShareBps: 500,
  },
  {
    ...base,
    id: 'bc_demo_lootbox',
    kind: 'lootbox',
    names: { en: 'Lootbox', de: 'Lootbox', pt: 'Caixa de prêmios', ar: 'صندوق الغنائم' },
    terms: {
      en: ['Farm 20 points with the lootbox, then open it to boost one freebet by 1.5 times.'],
    },
    autoIssue: true,
    currency: 'EUR',
    targetPoints: 20,
    boostMultiplier: 1.5,
    freebetType: 'all_win',
  },
];

/** Demo promo codes: one per freebet variant (codes are case-insensitive, stored upper-case). */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', campaignId: 'bc_demo_welcome10' },
  { code: 'ALLWIN5', campaignId: 'bc_demo_all_win' },
  { code: 'ONLYWIN5', campaignId: 'bc_demo_only_win' },
] as const;

/** Inserts the demo campaigns and promo codes that are missing; changes nothing else. */
export async function seedDemoBonuses(db: Database): Promise<void> {
  await db
    .insert(bonusCampaigns)
    .values([...DEMO_CAMPAIGNS])
    .onConflictDoNothing();
  await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES.map((p) => ({ ...p, createdAt: SEEDED_AT })))
    .onConflictDoNothing();
}
