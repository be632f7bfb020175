import { bonusesResponseSchema, bonusPageSchema } from '@sportsbook/contract/promotions';
import { expect, test } from 'vitest';
import { seedDemoBonuses } from '@/db/seed-bonuses';
import { fundedPlayer } from './bets-helpers';
import { B, useBonusServer } from './bonuses-helpers';
import { call } from './platform-helpers';

const { server, app, db } = useBonusServer(0, { demo: true });

test('the demo seed: one campaign of each kind, WELCOME10 gives a 10 EUR no-risk freebet; seeding again changes nothing', async () => {
  await seedDemoBonuses(db());
  const player = await fundedPlayer(server());
  const mine = bonusesResponseSchema.parse(
    (await call(app(), 'GET', `${B}?limit_per_type=10`, { cookie: player.cookie })).json(),
  ).data;
  expect(mine.map((b) => b.bonus_type).sort()).toEqual([
    'comboboost',
    'hunting',
    'lootbox',
    'tournament',
  ]);
  for (const kind of ['comboboosts', 'huntings', 'tournaments', 'lootboxes']) {
    const page = bonusPageSchema.parse((await call(app(), 'GET', `${B}/${kind}`)).json());
    expect(page.data.length, kind).toBe(1);
  }
  const res = await call(app(), 'POST', `${B}/promo-code`, {
    cookie: player.cookie,
    payload: { code: 'welcome10' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    data: { bonus_type: 'freebet_no_risk', amount: 10_00, currency: 'EUR', status: 'active' },
  });
});
