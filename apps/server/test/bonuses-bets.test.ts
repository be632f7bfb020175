import { betsResponseSchema, type PlacedBetWire } from '@sportsbook/contract/bets';
import {
  applicableBonusesResponseSchema,
  bonusDetailResponseSchema,
  bonusesResponseSchema,
  bonusPageSchema,
  type BonusWire,
} from '@sportsbook/contract/promotions';
import { freebetPayout, refundFreebetVariant } from '@sportsbook/betting/bonus/freebet-payout';
import { boostedOdds } from '@sportsbook/betting/bonus/comboboost';
import { farmingPoints, tournamentPoolShare } from '@sportsbook/betting/bonus/farming';
import { stakeTimesOdds } from '@sportsbook/betting/math/exact';
import { describe, expect, test } from 'vitest';
import {
  balanceOf,
  betBody,
  fundedPlayer,
  place,
  placeOk,
  placeRefused,
  settle,
  V3,
  watchPushes,
} from './bets-helpers';
import {
  B,
  COMBOBOOST,
  createCampaign,
  freebetFor,
  issueTo,
  useBonusServer,
} from './bonuses-helpers';
import { call } from './platform-helpers';

const { server, app, m } = useBonusServer(6);

async function myBets(cookie: string): Promise<PlacedBetWire[]> {
  const res = await call(app(), 'GET', `${V3}/bets`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return betsResponseSchema.parse(res.json()).data;
}

async function myBonuses(cookie: string, query = ''): Promise<BonusWire[]> {
  const res = await call(app(), 'GET', `${B}?limit_per_type=100${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return bonusesResponseSchema.parse(res.json()).data;
}

const home = (i: number, odds = 2) => ({ match: m(i), outcome: 'home', odds });
type Leg = Parameters<typeof betBody>[2][number];
const freebetBet = (id: string, variant: string, stake = 10_00, legs: Leg[] = [home(0)]) =>
  betBody(legs.length > 1 ? 'combo' : 'single', stake, legs, {
    bonus: { id, type: `freebet_${variant}` as 'freebet_no_risk' },
  });

describe('a bet paid with a freebet (spec §4)', () => {
  test('its stake is the freebet: no cash is debited, the bet carries the bonus, the freebet is spent', async () => {
    const player = await fundedPlayer(server(), 50_00);
    const freebet = await freebetFor(app(), player.id, 'no_risk');
    const [bet] = await placeOk(app(), player.cookie, freebetBet(freebet, 'no_risk'));
    expect(bet?.bonus).toEqual({ id: freebet, type: 'freebet_no_risk' });
    expect(bet?.stake).toBe(10_00);
    expect(bet?.to_cashout).toBeNull();
    expect(await balanceOf(server().database.db, player.id)).toBe(50_00);
    const [listed] = await myBets(player.cookie);
    expect(listed?.bonus).toEqual({ id: freebet, type: 'freebet_no_risk' });
    const [spent] = await myBonuses(player.cookie, '&type=freebet_no_risk');
    expect(spent?.status).toBe('bonus_over');
    expect(spent?.issued?.times_used).toBe(1);
    // used once: the same freebet again is refused
    const again = await placeRefused(app(), player.cookie, freebetBet(freebet, 'no_risk'));
    expect(again.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.bonus_expired');
  });

  test('a player with no cash can still bet a freebet', async () => {
    const player = await fundedPlayer(server(), 0);
    const freebet = await freebetFor(app(), player.id, 'all_win');
    await placeOk(app(), player.cookie, freebetBet(freebet, 'all_win'));
    expect(await balanceOf(server().database.db, player.id)).toBe(0);
  });

  test('20 concurrent placements with one freebet: exactly one is accepted', async () => {
    const player = await fundedPlayer(server(), 50_00);
    const freebet = await freebetFor(app(), player.id, 'all_win');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(app(), player.cookie, freebetBet(freebet, 'all_win'))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    expect(await myBets(player.cookie)).toHaveLength(1);
    expect(await balanceOf(server().database.db, player.id)).toBe(50_00);
  });

  test.each([
    ['odds below the freebet minimum', 'low_odds', 'error.place_bets.bonus_unavailable'],
    ['a stake other than the freebet amount', 'stake', 'error.place_bets.freebet_stake'],
  ] as const)('refused with 422 for %s', async (_, change, key) => {
    const player = await fundedPlayer(server(), 50_00);
    const freebet = await freebetFor(app(), player.id, 'no_risk');
    const legs =
      change === 'low_odds' ? [{ match: m(0), market: 10, outcome: '1X', odds: 1.3 }] : [home(0)];
    const stake = change === 'stake' ? 5_00 : 10_00;
    const body = freebetBet(freebet, 'no_risk', stake, legs);
    const refused = await placeRefused(app(), player.cookie, body);
    expect(refused.data.errors_by_bet?.['0']?.message).toBe(key);
    expect(refused.data.errors_by_bet?.['0']?.localized_message).toMatch(/\w/);
  });

  test("another player's freebet cannot be used (ownership)", async () => {
    const owner = await fundedPlayer(server(), 50_00);
    const other = await fundedPlayer(server(), 50_00);
    const freebet = await freebetFor(app(), owner.id, 'all_win');
    const refused = await placeRefused(app(), other.cookie, freebetBet(freebet, 'all_win'));
    expect(refused.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.bonus_unavailable');
    expect(await balanceOf(server().database.db, other.id)).toBe(50_00);
  });

  test('a bonus id that is not a bonus of the player is refused in German too', async () => {
    const player = await fundedPlayer(server(), 50_00);
    const res = await call(app(), 'POST', `${V3}/bets?locale=de`, {
      cookie: player.cookie,
      payload: freebetBet('ub_nothing', 'only_win'),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json<{
      data: { errors_by_bet: Record<string, { localized_message: string }> };
    }>();
    expect(body.data.errors_by_bet['0']?.localized_message).toBe(
      'Dieser Bonus kann für diese Wette nicht genutzt werden',
    );
  });
});

describe('freebet settlement per variant (packages/betting freebetPayout)', () => {
  const stake = 10_00;
  const odds = 2;
  test.each(['no_risk', 'all_win', 'only_win'] as const)(
    '%s won pays its variant',
    async (variant) => {
      const player = await fundedPlayer(server(), 50_00);
      const freebet = await freebetFor(app(), player.id, variant);
      await placeOk(app(), player.cookie, freebetBet(freebet, variant, stake));
      await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
      const expected = freebetPayout(stakeTimesOdds(stake, [odds]), stake, variant);
      expect(expected).toBe(variant === 'only_win' ? 10_00 : 20_00);
      const [bet] = await myBets(player.cookie);
      expect(bet?.result).toBe('win_entire');
      expect(bet?.win_amount).toBe(expected);
      expect(await balanceOf(server().database.db, player.id)).toBe(50_00 + expected);
    },
  );

  test.each(['no_risk', 'all_win', 'only_win'] as const)(
    '%s lost: no cash; only no_risk gives a freebet back',
    async (variant) => {
      const player = await fundedPlayer(server(), 50_00);
      const freebet = await freebetFor(app(), player.id, variant);
      const pushes = watchPushes(app());
      await placeOk(app(), player.cookie, freebetBet(freebet, variant, stake));
      await settle(app(), m(0), [{ market_id: 1, results: { away: 'win_entire' } }]);
      const [bet] = await myBets(player.cookie);
      expect(bet?.result).toBe('lose_entire');
      expect(await balanceOf(server().database.db, player.id)).toBe(50_00);
      const refunds = (await myBonuses(player.cookie)).filter(
        (b) => b.id !== freebet && b.bonus_type.startsWith('freebet'),
      );
      const issuedPushes = pushes.filter((p) => p.event.type === 'bonus_issued');
      if (variant !== 'no_risk') {
        expect(refunds).toHaveLength(0);
        expect(issuedPushes).toHaveLength(0);
        return;
      }
      const refundType = `freebet_${refundFreebetVariant('no_risk', true)}`;
      expect(refunds).toMatchObject([{ bonus_type: refundType, amount: stake, status: 'active' }]);
      expect(issuedPushes.map((p) => p.event.data)).toContainEqual(
        expect.objectContaining({ id: refunds[0]?.id, type: refundType }),
      );
      // settling again gives nothing more
      await settle(app(), m(0), [{ market_id: 1, results: { away: 'win_entire' } }]);
      expect((await myBonuses(player.cookie)).length).toBe(2);
    },
  );
});

describe('comboboost (spec §5)', () => {
  const combo = (n: number, odds = 2) => Array.from({ length: n }, (_, i) => home(i, odds));

  async function comboboostOf(cookie: string, legs: ReturnType<typeof combo>) {
    const body = betBody('combo', 10_00, legs);
    const res = await call(app(), 'POST', B, { cookie, payload: { bets: body.bets } });
    expect(res.statusCode, res.body).toBe(200);
    return applicableBonusesResponseSchema.parse(res.json()).data[0]?.comboboost ?? null;
  }

  test('POST /bonuses prices the active range; the bet is placed and paid at the boosted odds', async () => {
    await createCampaign(app(), COMBOBOOST);
    const player = await fundedPlayer(server(), 50_00);
    const two = await comboboostOf(player.cookie, combo(2));
    expect(two).toMatchObject({ active_range_index: null, suitable_selections: 2 });
    const four = await comboboostOf(player.cookie, combo(4));
    expect(four).toMatchObject({ active_range_index: 0, suitable_selections: 4 });
    const five = await comboboostOf(player.cookie, combo(5));
    expect(five?.active_range_index).toBe(1);
    if (!four) throw new Error('no comboboost');
    const body = betBody('combo', 10_00, combo(4), {
      bonus: { id: four.id, type: 'comboboost', odds: 1.05 },
    });
    const [bet] = await placeOk(app(), player.cookie, body);
    const boosted = boostedOdds(16, 1.05);
    expect(bet?.odds).toBe(boosted);
    expect(bet?.bonus).toEqual({ id: four.id, type: 'comboboost', odds: 1.05 });
    for (let i = 0; i < 4; i++)
      await settle(app(), m(i), [{ market_id: 1, results: { home: 'win_entire' } }]);
    // 10.00 x 2^4 x 1.05 = 168.00 (by hand)
    const [paid] = await myBets(player.cookie);
    expect(paid?.win_amount).toBe(168_00);
    expect(await balanceOf(server().database.db, player.id)).toBe(50_00 - 10_00 + 168_00);
  });

  test('odds other than the active range, or too few suitable selections, are refused', async () => {
    await createCampaign(app(), COMBOBOOST);
    const player = await fundedPlayer(server(), 50_00);
    const boost = await comboboostOf(player.cookie, combo(4));
    if (!boost) throw new Error('no comboboost');
    const wrongOdds = betBody('combo', 10_00, combo(4), {
      bonus: { id: boost.id, type: 'comboboost', odds: 1.1 },
    });
    const refused = await placeRefused(app(), player.cookie, wrongOdds);
    expect(refused.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.bonus_odds_changed');
    const tooFew = betBody('combo', 10_00, combo(2), {
      bonus: { id: boost.id, type: 'comboboost', odds: 1.05 },
    });
    const none = await placeRefused(app(), player.cookie, tooFew);
    expect(none.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.bonus_unavailable');
    expect(await balanceOf(server().database.db, player.id)).toBe(50_00);
  });

  test('an only-verified comboboost is refused to an unverified player', async () => {
    await createCampaign(app(), { ...COMBOBOOST, only_verified: true });
    const player = await fundedPlayer(server(), 50_00);
    const bonuses = await myBonuses(player.cookie, '&type=comboboost');
    const id = bonuses[0]?.id ?? '';
    expect(await comboboostOf(player.cookie, combo(4))).toBeNull();
    const refused = await placeRefused(
      app(),
      player.cookie,
      betBody('combo', 10_00, combo(4), { bonus: { id, type: 'comboboost', odds: 1.05 } }),
    );
    expect(refused.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.bonus_only_verified');
  });
});

describe('hunting and tournament farming', () => {
  test('hunting: points per eligible bet, once per event, a freebet per target, leaderboard', async () => {
    const hunting = await createCampaign(app(), {
      kind: 'hunting',
      currency: 'EUR',
      min_odds: 1.5,
      farm_once_per_event: true,
      target_points: 10,
      freebet_type: 'all_win',
      amounts: { EUR: 5_00 },
      auto_issue: true,
    });
    const player = await fundedPlayer(server(), 100_00);
    const rival = await fundedPlayer(server(), 100_00);
    const [mine] = await myBonuses(player.cookie, '&type=hunting');
    if (!mine) throw new Error('hunting not issued');
    const withHunt = (i: number, stake: number, id = mine.id) =>
      betBody('single', stake, [home(i)], { bonus: { id, type: 'hunting' } });
    const pushes = watchPushes(app());
    await placeOk(app(), player.cookie, withHunt(0, 6_00));
    await placeOk(app(), player.cookie, withHunt(0, 6_00)); // the same match: farms nothing
    await placeOk(app(), player.cookie, withHunt(1, 5_50));
    const points = farmingPoints(6_00, 100) + farmingPoints(5_50, 100);
    expect(points).toBe(11);
    const [after] = await myBonuses(player.cookie, '&type=hunting');
    expect(after).toMatchObject({
      farming: { points, bets_count: 2, potential_points: 10, available_points: 1 },
      farmed_event_ids: [m(0).id, m(1).id],
    });
    expect(after?.bonus_type === 'hunting' && after.used_in_bets).toHaveLength(3);
    const prizes = await myBonuses(player.cookie, '&type=freebet_all_win');
    expect(prizes).toMatchObject([{ amount: 5_00, status: 'active' }]);
    expect(pushes.filter((p) => p.event.type === 'bonus_issued')).toHaveLength(2); // en, de
    // odds below the hunting's minimum: refused
    const low = betBody('single', 5_00, [{ match: m(2), outcome: '1X', odds: 1.3, market: 10 }], {
      bonus: { id: mine.id, type: 'hunting' },
    });
    const refused = await placeRefused(app(), player.cookie, low);
    expect(refused.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.bonus_unavailable');
    // the rival farms 3 points: second on the leaderboard
    const [theirs] = await myBonuses(rival.cookie, '&type=hunting');
    await placeOk(app(), rival.cookie, withHunt(3, 3_00, theirs?.id));
    const res = await call(app(), 'GET', `${B}/huntings/${hunting}`, { cookie: rival.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const detail = bonusDetailResponseSchema.parse(res.json());
    expect(detail.leaderboard).toEqual([
      {
        position: 1,
        is_current_user: false,
        email: expect.stringMatching(/^pl\*\*\*@ex\*\*\*\.com$/) as string,
        farmed_amount: 11_50,
        currency: 'EUR',
        farmed_freebets_count: 1,
      },
      expect.objectContaining({ position: 2, is_current_user: true, farmed_amount: 3_00 }),
    ]);
  });

  test('tournament: the pool grows by its share of each eligible stake, pushed on every locale', async () => {
    await createCampaign(app(), {
      kind: 'tournament',
      currency: 'EUR',
      initial_pool: 100_00,
      pool_share_bps: 500,
      auto_issue: true,
    });
    const player = await fundedPlayer(server(), 100_00);
    const [tournament] = await myBonuses(player.cookie, '&type=tournament');
    if (tournament?.bonus_type !== 'tournament') throw new Error('tournament not issued');
    const pushes = watchPushes(app());
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [home(0)], { bonus: { id: tournament.id, type: 'tournament' } }),
    );
    const pool = 100_00 + tournamentPoolShare(10_00, 500);
    expect(pool).toBe(100_50);
    const poolPushes = pushes.filter((p) => p.event.type === 'tournament_pool_changed');
    expect(poolPushes.flatMap((p) => p.channels).sort()).toEqual([
      'sportsbook:de',
      'sportsbook:en',
    ]);
    expect(poolPushes[0]?.event.data).toEqual({
      tournament_id: expect.stringMatching(/^bc_/) as string,
      currency: 'EUR',
      pool_amount: pool,
    });
    // the player holds it by its issued id; campaign_id is the id the push names (the web's key)
    expect(tournament.id).toMatch(/^ub_/);
    expect(poolPushes[0]?.event.data).toMatchObject({ tournament_id: tournament.campaign_id });
    const list = await call(app(), 'GET', `${B}/tournaments`);
    const page = bonusPageSchema.parse(list.json());
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ farming: { initial_pool: 100_00, pool_amount: pool } });
    // the bet is a cash bet: debited as usual
    expect(await balanceOf(server().database.db, player.id)).toBe(90_00);
  });
});

test('a freebet issued to a player is offered by POST /bonuses only for bets it fits', async () => {
  const player = await fundedPlayer(server(), 50_00);
  const freebet = await issueTo(
    app(),
    await createCampaign(app(), {
      kind: 'freebet',
      freebet_type: 'only_win',
      amounts: { EUR: 5_00 },
      selections_count_from: 2,
    }),
    player.id,
  );
  const single = betBody('single', 5_00, [home(0)]).bets;
  const comboBets = betBody('combo', 5_00, [home(0), home(1)]).bets;
  const res = await call(app(), 'POST', B, {
    cookie: player.cookie,
    payload: { bets: [...single, ...comboBets] },
  });
  const [forSingle, forCombo] = applicableBonusesResponseSchema.parse(res.json()).data;
  expect(forSingle?.freebets).toEqual([]);
  expect(forCombo?.freebets.map((f) => f.id)).toEqual([freebet]);
  // anonymous: empty lists
  const anonymous = await call(app(), 'POST', B, { payload: { bets: single } });
  expect(applicableBonusesResponseSchema.parse(anonymous.json()).data).toEqual([
    { comboboost: null, freebets: [], hunting: null, tournament: null, lootbox: null },
  ]);
});
