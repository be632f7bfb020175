import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlacementPayload } from '@sportsbook/betting/placement/wire-types';
import { placeBets } from './bets';

const payload: PlacementPayload = {
  meta: { device_id: 'd', quick: false, type: 'single' },
  bets: [
    {
      type: 'single',
      stake: { value: 500, currency: 'EUR' },
      selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }],
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
      response: { status: 422, data: refusal },
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
});
