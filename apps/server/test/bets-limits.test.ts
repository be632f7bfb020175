import { eq } from 'drizzle-orm';
import { ODDS_CAP } from '@sportsbook/betting/odds/cap';
import { customOddsResponseSchema } from '@sportsbook/contract/bets';
import { marketsResponseSchema } from '@sportsbook/contract/market';
import { settingsSchema } from '@sportsbook/contract/settings';
import { describe, expect, test } from 'vitest';
import { bets } from '@/db/schema';
import {
  betBody,
  DEV,
  fundedPlayer,
  placeOk,
  placeRefused,
  setOdds,
  useBetsServer,
  V3,
} from './bets-helpers';
import { call } from './platform-helpers';

const { server, app, db, matches, m } = useBetsServer(5);

const maxStake = 10_000_00;

describe('limits on what a bet can pay (site settings)', () => {
  test('GET /settings sends the maximum payout per currency and the maximum total odds', async () => {
    const res = await call(app(), 'GET', '/api/sportsbook/v2/settings');
    expect(res.statusCode, res.body).toBe(200);
    const settings = settingsSchema.parse(res.json());
    expect(settings.max_total_odds).toBe(1000);
    expect(settings.max_payout).toMatchObject({
      EUR: 100_000_00,
      BRL: 500_000_00,
      BTC: 2_0000_0000,
    });
  });

  test('a max-stake 5-leg combo at the odds cap is refused with max_odds_exceeded; nothing is placed', async () => {
    const player = await fundedPlayer(server(), maxStake);
    for (const match of matches()) await setOdds(app(), match, 'away', ODDS_CAP);
    const error = await placeRefused(
      app(),
      player.cookie,
      betBody(
        'combo',
        maxStake,
        matches().map((match) => ({ match, outcome: 'away', odds: ODDS_CAP })),
      ),
    );
    expect(error.code).toBe('error.place_bets.max_odds_exceeded');
    expect(error.data.errors_by_bet?.['0']).toMatchObject({
      code: 'error.place_bets.max_odds_exceeded',
      message: 'error.place_bets.max_odds_exceeded',
      localized_message: 'The total odds of a bet can be at most 1000.00',
    });
    expect(await db().select().from(bets)).toHaveLength(0);
  });

  test('a potential win above the maximum payout is refused with max_payout_exceeded; at the limit it is placed', async () => {
    const player = await fundedPlayer(server(), 20_000_00);
    const legs = [
      { match: m(0), outcome: 'away', odds: 4 },
      { match: m(1), outcome: 'away', odds: 4 },
    ];
    // 6,250.01 x 16 = 100,000.16 EUR, one cent above the limit
    const error = await placeRefused(app(), player.cookie, betBody('combo', 6_250_01, legs));
    expect(error.code).toBe('error.place_bets.max_payout_exceeded');
    expect(error.data.errors_by_bet?.['0']?.localized_message).toBe(
      'A bet can pay at most 100000.00 EUR',
    );
    const [placed] = await placeOk(app(), player.cookie, betBody('combo', 6_250_00, legs));
    expect(placed).toMatchObject({ stake: 6_250_00, odds: 16 });
  });

  test('the refusal is localized in every site language', async () => {
    const player = await fundedPlayer(server(), maxStake);
    const body = betBody('combo', maxStake, [
      { match: m(0), outcome: 'away', odds: 4 },
      { match: m(1), outcome: 'away', odds: 4 },
      { match: m(2), outcome: 'away', odds: 4 },
    ]);
    const texts: string[] = [];
    for (const language of ['en', 'de', 'pt', 'ar']) {
      const error = await placeRefused(app(), player.cookie, body, 422, {
        'accept-language': language,
      });
      expect(error.code).toBe('error.place_bets.max_payout_exceeded');
      const text = error.data.errors_by_bet?.['0']?.localized_message ?? '';
      expect(text).toContain('100000.00 EUR');
      texts.push(text);
    }
    expect(new Set(texts).size).toBe(4);
  });

  test('a quick max-stake single at the cap passes the odds limit but not the payout limit', async () => {
    const player = await fundedPlayer(server(), maxStake);
    await setOdds(app(), m(0), 'away', ODDS_CAP);
    const body = betBody('single', maxStake, [{ match: m(0), outcome: 'away', odds: ODDS_CAP }]);
    const error = await placeRefused(app(), player.cookie, {
      ...body,
      meta: { ...body.meta, quick: true },
    });
    expect(error.code).toBe('error.place_bets.max_payout_exceeded');
  });
});

describe('the odds cap (spec §5) is one rule: offered prices never pass it', () => {
  test('the dev API refuses odds above the cap', async () => {
    const res = await call(app(), 'POST', `${DEV}/matches/${m(0).id}/odds`, {
      payload: { market_id: 1, specifier: '', outcome_id: 'home', odds: 67 },
    });
    expect(res.statusCode).toBe(400);
    const markets = await call(
      app(),
      'GET',
      `/api/sportsbook/v2/matches/${m(0).id}/markets?market_id=1`,
    );
    const [market] = marketsResponseSchema.parse(markets.json()).data;
    expect(market?.outcomes.find((o) => o.outcome_id === 'home')?.odds).toBe(2);
  });

  test('a bet-builder price above the cap is offered, placed and paid at the cap', async () => {
    await setOdds(app(), m(0), 'home', ODDS_CAP);
    const selections = [
      { market_id: 1, specifier: '', outcome_id: 'home' },
      { market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
    ];
    const res = await call(app(), 'POST', `${V3}/bets/custom/odds`, {
      payload: { match_id: m(0).id, selections },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 40 x 1.90 x 0.97 x 0.95 = 70.03 before the cap
    expect(customOddsResponseSchema.parse(res.json()).data.odds).toBe(ODDS_CAP);
    const player = await fundedPlayer(server(), maxStake);
    const legs = [
      { match: m(0), outcome: 'home', odds: ODDS_CAP },
      { match: m(0), market: 18, specifier: 'total=2.5', outcome: 'over', odds: 1.9 },
    ];
    const [placed] = await placeOk(
      app(),
      player.cookie,
      betBody('custom_bet', 10_00, legs, { custom_odds: ODDS_CAP }),
    );
    expect(placed?.odds).toBe(ODDS_CAP);
    const [row] = await db()
      .select()
      .from(bets)
      .where(eq(bets.id, placed?.bet_id ?? ''));
    expect(row?.odds).toBe(ODDS_CAP);
    // a max-stake bet builder at the cap would pay 400,000 EUR: above the payout limit
    const refused = await placeRefused(
      app(),
      player.cookie,
      betBody('custom_bet', maxStake - 10_00, legs, { custom_odds: ODDS_CAP }),
    );
    expect(refused.code).toBe('error.place_bets.max_payout_exceeded');
  });
});
