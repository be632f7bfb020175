import {
  bonusDetailResponseSchema,
  bonusesResponseSchema,
  bonusPageSchema,
  bonusResponseSchema,
  bonusTermsResponseSchema,
  boostResponseSchema,
  type BonusWire,
} from '@sportsbook/contract/promotions';
import { boostedFreebetAmount } from '@sportsbook/betting/bonus/farming';
import { campaignsResponseSchema } from '@sportsbook/contract/operator-bonuses';
import { describe, expect, test } from 'vitest';
import { betBody, fundedPlayer, placeOk, watchPushes } from './bets-helpers';
import {
  B,
  COMBOBOOST,
  createCampaign,
  freebetFor,
  issueTo,
  operator,
  useBonusServer,
} from './bonuses-helpers';
import { call } from './platform-helpers';

const { server, app, m } = useBonusServer(2);

async function list(cookie: string | null, query = ''): Promise<BonusWire[]> {
  const res = await call(app(), 'GET', `${B}${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return bonusesResponseSchema.parse(res.json()).data;
}

describe('GET /bonuses (spec §6, §7)', () => {
  test('needs a session: 401 anonymous', async () => {
    const res = await call(app(), 'GET', B);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  test('issues the campaigns every player gets, once; only a freebet among them is announced', async () => {
    await createCampaign(app(), COMBOBOOST);
    await createCampaign(app(), {
      kind: 'freebet',
      names: { en: 'Welcome freebet' },
      freebet_type: 'no_risk',
      amounts: { EUR: 5_00 },
      auto_issue: true,
    });
    const player = await fundedPlayer(server());
    const pushes = watchPushes(app());
    const bonuses = await list(player.cookie);
    await list(player.cookie);
    expect(bonuses.map((b) => b.bonus_type).sort()).toEqual(['comboboost', 'freebet_no_risk']);
    expect(bonuses.find((b) => b.bonus_type === 'comboboost')).toMatchObject({ status: 'active' });
    const freebet = bonuses.find((b) => b.bonus_type === 'freebet_no_risk');
    const notices = pushes.filter((p) => p.event.type === 'bonus_issued');
    // one notice per site locale, for the freebet only: the standing comboboost comes silently
    expect(notices.map((p) => p.channels[0]).sort()).toEqual([
      `$sportsbook:de:user:${player.id}`,
      `$sportsbook:en:user:${player.id}`,
    ]);
    expect(notices.map((p) => p.event.data)).toContainEqual({
      id: freebet?.id,
      type: 'freebet_no_risk',
      name: 'Welcome freebet',
    });
  });

  test('filters: type, unseen, available, status and at most limit_per_type of each type', async () => {
    const player = await fundedPlayer(server());
    const a = await freebetFor(app(), player.id, 'all_win');
    const b = await freebetFor(app(), player.id, 'all_win');
    await freebetFor(app(), player.id, 'only_win');
    expect(await list(player.cookie, '?limit_per_type=1&type=freebet_all_win')).toHaveLength(1);
    expect(await list(player.cookie, '?limit_per_type=10')).toHaveLength(3);
    const seen = await call(app(), 'POST', `${B}/mark-as-seen`, {
      cookie: player.cookie,
      payload: { bonuses: [{ id: a, type: 'freebet_all_win' }] },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(bonusesResponseSchema.parse(seen.json()).data).toMatchObject([
      { id: a, issued: { seen: true } },
    ]);
    const unseen = await list(player.cookie, '?unseen=true');
    expect(unseen.map((x) => x.id)).not.toContain(a);
    expect(unseen.map((x) => x.id)).toContain(b);
    expect(await list(player.cookie, '?status=expired')).toEqual([]);
    expect(await list(player.cookie, '?available=true')).toHaveLength(3);
  });

  test.each([
    ['?limit_per_type=0'],
    ['?limit_per_type=abc'],
    ['?status=nope'],
    ['?type=jackpotx'],
    ['?available=maybe'],
  ])('bad query %s: 400', async (query) => {
    const player = await fundedPlayer(server());
    const res = await call(app(), 'GET', `${B}${query}`, { cookie: player.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request' });
  });
});

describe('ownership: a player reads and changes only their own bonuses', () => {
  test("another player's bonus is 404 on details, terms and activate; mark-as-seen skips it", async () => {
    const owner = await fundedPlayer(server());
    const other = await fundedPlayer(server());
    const freebet = await freebetFor(app(), owner.id, 'no_risk');
    for (const [method, url] of [
      ['GET', `${B}/freebets/${freebet}`],
      ['GET', `${B}/freebets/${freebet}/terms`],
      ['POST', `${B}/${freebet}/activate`],
    ] as const) {
      const res = await call(app(), method, url, { cookie: other.cookie });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'bonus_not_found' });
    }
    const seen = await call(app(), 'POST', `${B}/mark-as-seen`, {
      cookie: other.cookie,
      payload: { bonuses: [{ id: freebet, type: 'freebet_no_risk' }] },
    });
    expect(bonusesResponseSchema.parse(seen.json()).data).toEqual([]);
    const [mine] = await list(owner.cookie, '?type=freebet_no_risk');
    expect(mine?.issued?.seen).toBe(false);
    expect(await list(other.cookie)).toEqual([]);
  });
});

describe('kind lists, details and terms', () => {
  test('anonymous visitors see public campaigns but not freebets (401)', async () => {
    await createCampaign(app(), COMBOBOOST);
    await createCampaign(app(), {
      kind: 'hunting',
      currency: 'EUR',
      target_points: 10,
      freebet_type: 'all_win',
      amounts: { EUR: 5_00 },
    });
    const res = await call(app(), 'GET', `${B}/comboboosts`);
    expect(res.statusCode, res.body).toBe(200);
    const page = bonusPageSchema.parse(res.json());
    expect(page.data).toMatchObject([{ bonus_type: 'comboboost', issued: null }]);
    expect(page.pagination).toEqual({ total: 1, page: 1, limit: 4, last_page: 1 });
    expect((await call(app(), 'GET', `${B}/freebets`)).statusCode).toBe(401);
    const hunting = bonusPageSchema.parse((await call(app(), 'GET', `${B}/huntings`)).json());
    expect(hunting.data[0]?.bonus_type).toBe('hunting');
  });

  test('pages: 4 by default, tournaments 1 by default (spec §9)', async () => {
    const player = await fundedPlayer(server());
    for (let i = 0; i < 5; i++) await freebetFor(app(), player.id, 'all_win');
    for (let i = 0; i < 2; i++)
      await createCampaign(app(), {
        kind: 'tournament',
        currency: 'EUR',
        initial_pool: 10_00,
        pool_share_bps: 100,
      });
    const first = bonusPageSchema.parse(
      (await call(app(), 'GET', `${B}/freebets`, { cookie: player.cookie })).json(),
    );
    expect(first.data).toHaveLength(4);
    expect(first.pagination).toEqual({ total: 5, page: 1, limit: 4, last_page: 2 });
    const second = bonusPageSchema.parse(
      (await call(app(), 'GET', `${B}/freebets?page=2`, { cookie: player.cookie })).json(),
    );
    expect(second.data).toHaveLength(1);
    const tournaments = bonusPageSchema.parse(
      (await call(app(), 'GET', `${B}/tournaments`)).json(),
    );
    expect(tournaments.data).toHaveLength(1);
    expect(tournaments.pagination.total).toBe(2);
  });

  test('details and terms in the request locale, falling back to en', async () => {
    const campaign = await createCampaign(app(), COMBOBOOST);
    const detail = await call(app(), 'GET', `${B}/comboboosts/${campaign}?locale=de`);
    expect(detail.statusCode, detail.body).toBe(200);
    const parsed = bonusDetailResponseSchema.parse(detail.json());
    expect(parsed.data.name).toBe('Test-comboboost');
    expect(parsed.leaderboard).toBeNull();
    const pt = await call(app(), 'GET', `${B}/comboboosts/${campaign}/terms?locale=pt`);
    expect(bonusTermsResponseSchema.parse(pt.json()).data.paragraphs).toEqual([
      'Rule one.',
      'Rule two.',
    ]);
    const de = await call(app(), 'GET', `${B}/comboboosts/${campaign}/terms?locale=de`);
    expect(bonusTermsResponseSchema.parse(de.json()).data.paragraphs).toEqual(['Regel eins.']);
    expect((await call(app(), 'GET', `${B}/huntings/${campaign}`)).statusCode).toBe(404);
    expect((await call(app(), 'GET', `${B}/nothings/${campaign}`)).statusCode).toBe(400);
  });
});

describe('POST /bonuses/{id}/activate', () => {
  test('an available bonus becomes active once; then 409', async () => {
    const player = await fundedPlayer(server());
    const bonus = await freebetFor(app(), player.id, 'all_win', { activation_required: true });
    const [before] = await list(player.cookie);
    expect(before).toMatchObject({ status: 'available', issued: { activated_at: null } });
    const res = await call(app(), 'POST', `${B}/${bonus}/activate`, { cookie: player.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(bonusResponseSchema.parse(res.json()).data).toMatchObject({
      id: bonus,
      status: 'active',
      issued: { user_status: 'active', activated_at: expect.any(String) as string },
    });
    const again = await call(app(), 'POST', `${B}/${bonus}/activate`, { cookie: player.cookie });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'bonus_already_active' });
    expect((await call(app(), 'POST', `${B}/${bonus}/activate`)).statusCode).toBe(401);
  });
});

describe('POST /bonuses/{id}/boost (lootbox)', () => {
  test('boosts one freebet by the multiplier, once; locked until farmed', async () => {
    await createCampaign(app(), {
      kind: 'lootbox',
      currency: 'EUR',
      target_points: 5,
      boost_multiplier: 1.5,
      auto_issue: true,
    });
    const player = await fundedPlayer(server(), 100_00);
    const freebet = await freebetFor(app(), player.id, 'all_win');
    const [lootbox] = await list(player.cookie, '?type=lootbox');
    if (!lootbox || lootbox.bonus_type !== 'lootbox') throw new Error('no lootbox');
    expect(lootbox.freebets_to_boost).toEqual([freebet]);
    const boost = () =>
      call(app(), 'POST', `${B}/${lootbox.id}/boost`, {
        cookie: player.cookie,
        payload: { freebet_id: freebet },
      });
    const locked = await boost();
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ code: 'lootbox_locked' });
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 5_00, [{ match: m(0), outcome: 'home', odds: 2 }], {
        bonus: { id: lootbox.id, type: 'lootbox' },
      }),
    );
    const res = await boost();
    expect(res.statusCode, res.body).toBe(200);
    const boosted = boostResponseSchema.parse(res.json()).data;
    expect(boosted).toMatchObject({
      id: freebet,
      amount: boostedFreebetAmount(10_00, 1.5),
      boost_multiplier: 1.5,
    });
    expect(boosted.amount).toBe(15_00);
    const twice = await boost();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'lootbox_used' });
  });

  test('a freebet of another player cannot be boosted', async () => {
    await createCampaign(app(), {
      kind: 'lootbox',
      currency: 'EUR',
      boost_multiplier: 2,
      auto_issue: true,
    });
    const player = await fundedPlayer(server());
    const other = await fundedPlayer(server());
    const theirs = await freebetFor(app(), other.id, 'all_win');
    const [lootbox] = await list(player.cookie, '?type=lootbox');
    const res = await call(app(), 'POST', `${B}/${lootbox?.id ?? ''}/boost`, {
      cookie: player.cookie,
      payload: { freebet_id: theirs },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'freebet_not_boostable' });
  });
});

describe('POST /bonuses/promo-code', () => {
  async function code(body: Record<string, unknown>) {
    const campaign = await createCampaign(app(), {
      kind: 'freebet',
      freebet_type: 'no_risk',
      amounts: { EUR: 10_00 },
    });
    const res = await operator(app(), 'POST', '/promo-codes', { campaign_id: campaign, ...body });
    expect(res.statusCode, res.body).toBe(201);
  }
  const redeem = (cookie: string, value: string) =>
    call(app(), 'POST', `${B}/promo-code`, { cookie, payload: { code: value } });

  test('issues the freebet once per player, case-insensitive, and pushes bonus_issued', async () => {
    await code({ code: 'Spring10' });
    const player = await fundedPlayer(server());
    const pushes = watchPushes(app());
    const res = await redeem(player.cookie, 'spring10');
    expect(res.statusCode, res.body).toBe(200);
    const bonus = bonusResponseSchema.parse(res.json()).data;
    expect(bonus).toMatchObject({ bonus_type: 'freebet_no_risk', amount: 10_00, currency: 'EUR' });
    expect(pushes.filter((p) => p.event.type === 'bonus_issued')).toHaveLength(2);
    const again = await redeem(player.cookie, 'SPRING10');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'promo_code_used' });
    const concurrent = await fundedPlayer(server());
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => redeem(concurrent.cookie, 'spring10')),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  test('404 unknown, 422 expired or used up, 400 malformed, 401 anonymous', async () => {
    await code({ code: 'ONCE', max_uses: 1 });
    await code({ code: 'OLD', valid_to: '2020-01-01T00:00:00.000Z' });
    const a = await fundedPlayer(server());
    const b = await fundedPlayer(server());
    expect((await redeem(a.cookie, 'NOPE')).json()).toMatchObject({
      code: 'promo_code_not_found',
      message: 'This promo code does not exist',
    });
    expect((await redeem(a.cookie, 'ONCE')).statusCode).toBe(200);
    const used = await redeem(b.cookie, 'ONCE');
    expect(used.statusCode).toBe(422);
    expect(used.json()).toMatchObject({ code: 'promo_code_exhausted' });
    const old = await redeem(b.cookie, 'OLD');
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ code: 'promo_code_expired' });
    expect((await redeem(b.cookie, 'bad code!')).statusCode).toBe(400);
    const anonymous = await call(app(), 'POST', `${B}/promo-code`, { payload: { code: 'ONCE' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('operator API (/api/operator)', () => {
  test('needs the key', async () => {
    const res = await call(app(), 'GET', '/api/operator/campaigns');
    expect(res.statusCode).toBe(401);
  });

  test('lists campaigns and moves their promotion state; a paused campaign is not usable', async () => {
    const id = await createCampaign(app(), { ...COMBOBOOST, promotion_state: 'created' });
    const state = (action: string) => operator(app(), 'POST', `/campaigns/${id}/state`, { action });
    expect((await state('pause')).statusCode).toBe(409);
    expect((await state('activate')).json()).toMatchObject({ data: { promotion_state: 'active' } });
    const player = await fundedPlayer(server());
    const [issued] = await list(player.cookie);
    expect((await state('pause')).json()).toMatchObject({ data: { promotion_state: 'paused' } });
    const [paused] = await list(player.cookie);
    expect(paused).toMatchObject({ id: issued?.id, status: 'not_available' });
    expect((await state('resume')).statusCode).toBe(200);
    expect((await state('finish')).json()).toMatchObject({ data: { promotion_state: 'finished' } });
    const [finished] = await list(player.cookie);
    expect(finished?.status).toBe('deactivated');
    expect((await state('resume')).statusCode).toBe(409);
    expect((await state('disable')).statusCode).toBe(200);
    const all = campaignsResponseSchema.parse(
      (await operator(app(), 'GET', '/campaigns?kind=comboboost')).json(),
    );
    expect(all.data).toMatchObject([{ id, promotion_state: 'disabled', issued_count: 1 }]);
  });

  test('validates campaigns and issues by email', async () => {
    const bad = await operator(app(), 'POST', '/campaigns', {
      kind: 'freebet',
      names: { en: 'x' },
      freebet_type: 'no_risk',
      amounts: { EUR: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const campaign = await createCampaign(app(), {
      kind: 'freebet',
      freebet_type: 'only_win',
      amounts: { EUR: 3_00 },
    });
    const player = await fundedPlayer(server());
    const [row] = await list(player.cookie);
    expect(row).toBeUndefined();
    const profile = await call(app(), 'GET', '/api/platform/player', { cookie: player.cookie });
    const email = profile.json<{ email: string }>().email;
    const res = await operator(app(), 'POST', `/campaigns/${campaign}/issue`, { email });
    expect(res.statusCode, res.body).toBe(201);
    expect(await list(player.cookie)).toMatchObject([
      { bonus_type: 'freebet_only_win', amount: 3_00 },
    ]);
    const missing = await operator(app(), 'POST', `/campaigns/${campaign}/issue`, {
      player_id: 'nobody',
    });
    expect(missing.statusCode).toBe(404);
    expect((await issueTo(app(), campaign, player.id)).startsWith('ub_')).toBe(true);
  });
});
