import { eq } from 'drizzle-orm';
import { ODDS_CAP } from '@sportsbook/betting/odds/cap';
import { customOddsResponseSchema } from '@sportsbook/contract/bets';
import { marketsResponseSchema } from '@sportsbook/contract/market';
import { describe, expect, test } from 'vitest';
import { bets } from '@/db/schema';
import { betBody, DEV, fundedPlayer, placeOk, setOdds, useBetsServer, V3 } from './bets-helpers';
import { call } from './platform-helpers';

const { server, app, db, m } = useBetsServer(5);

const maxStake = 10_000_00;

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
  });
});
