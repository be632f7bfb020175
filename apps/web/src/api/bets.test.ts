import { afterEach, describe, expect, it, vi } from 'vitest';
import { placementRequestSchema } from '@sportsbook/contract/bets';
import type { PlacementPayload } from '@sportsbook/betting/placement/types';
import { placeBets, toPlacementRequest, toPlacementRefusal } from './bets';

const payload: PlacementPayload = {
  meta: { deviceId: 'd', quick: false, type: 'single' },
  bets: [
    {
      type: 'single',
      stake: { value: 500, currency: 'EUR' },
      selections: [{ matchId: 1, marketId: 1, specifier: '', outcomeId: '1', odds: 2 }],
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('placeBets (POST /v3/bets)', () => {
  it('reads a refusal with a numeric code and per-bet messages as sent (spec §7 Other)', async () => {
    const refusal = {
      code: 101,
      message: 'Odds changed',
      data: {
        details: { selections: [] },
        errors_by_bet: {
          '0': { code: 101, message: 'error.place_bets.invalid_odds', localized_message: 'Odds' },
        },
      },
    };
    const fetchSpy = vi.fn(() => Promise.resolve(json(422, refusal)));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await placeBets(payload, 'key-12345678')).toEqual({
      ok: false,
      response: {
        status: 422,
        code: 101,
        message: 'Odds changed',
        details: { selections: [] },
        errorsByBet: { '0': { code: 101, localizedMessage: 'Odds' } },
      },
    });
    // a refusal is an answer: it is not sent again
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends a lost placement again with the same idempotency key, once', async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.reject(new TypeError('fetch failed')),
    );
    vi.stubGlobal('fetch', fetchSpy);
    expect(await placeBets(payload, 'key-12345678')).toEqual({ ok: false, response: undefined });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const keys = fetchSpy.mock.calls.map(([, init]) =>
      new Headers(init.headers).get('idempotency-key'),
    );
    expect(keys).toEqual(['key-12345678', 'key-12345678']);
  });

  it('sends the payload in the contract wire shape (snake_case), which the server schema accepts', async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.reject(new TypeError('fetch failed')),
    );
    vi.stubGlobal('fetch', fetchSpy);
    await placeBets(payload, 'key-12345678', 0);
    const sent: unknown = JSON.parse(fetchSpy.mock.calls[0]?.[1].body as string);
    expect(sent).toEqual({
      meta: { device_id: 'd', quick: false, type: 'single' },
      bets: [
        {
          type: 'single',
          stake: { value: 500, currency: 'EUR' },
          selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }],
        },
      ],
    });
    expect(placementRequestSchema.parse(sent)).toEqual(sent);
  });
});

describe('toPlacementRequest (the one placement mapper)', () => {
  it('sends system_id, custom_odds and the bonus only where the bet has them', () => {
    const [single] = payload.bets;
    if (!single) throw new Error('fixture has a bet');
    const freebet = { id: 'fb-3', type: 'freebet_only_win' } as const;
    const boost = { id: 'cb-7', type: 'comboboost', odds: 1.05 } as const;
    const body = toPlacementRequest({
      meta: { deviceId: 'dev-42', quick: true, type: 'multi' },
      bets: [
        { ...single, type: 'system', systemId: '2/3', bonus: freebet },
        { ...single, type: 'custom_bet', customOdds: 4.75, bonus: boost },
        single,
      ],
    });
    expect(body.meta).toStrictEqual({ device_id: 'dev-42', quick: true, type: 'multi' });
    expect(
      body.bets.map(({ stake: _stake, selections: _selections, ...rest }) => rest),
    ).toStrictEqual([
      { type: 'system', system_id: '2/3', bonus: freebet },
      { type: 'custom_bet', custom_odds: 4.75, bonus: boost },
      { type: 'single' },
    ]);
  });
});

describe('toPlacementRefusal (a refusal parsed with the contract)', () => {
  it('reads the common error body of a 401 or a rate limit by its code and message', () => {
    expect(toPlacementRefusal(401, { code: 'unauthorized', message: 'Sign in' })).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'Sign in',
    });
  });

  it('keeps the details of a refused payload and no per-bet errors when none came', () => {
    const details = [{ in: 'body', path: 'bets.0.stake.value', message: 'Too small' }];
    expect(
      toPlacementRefusal(400, {
        code: 'invalid_request',
        message: 'Invalid',
        details,
        data: { details },
      }),
    ).toEqual({ status: 400, code: 'invalid_request', message: 'Invalid', details });
  });

  it('reads an answer whose body is no error body by its status alone', () => {
    expect(toPlacementRefusal(502, undefined)).toEqual({ status: 502 });
    expect(toPlacementRefusal(500, '<html>Bad gateway</html>')).toEqual({ status: 500 });
    expect(toPlacementRefusal(422, { code: 101 })).toEqual({ status: 422 });
  });
});
