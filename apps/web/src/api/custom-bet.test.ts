import { afterEach, describe, expect, it, vi } from 'vitest';
import { customOddsRequestSchema } from '@sportsbook/contract/bets';
import { getCustomMarkets, getCustomOdds } from './custom-bet';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bet builder calls (/v3/bets/custom)', () => {
  it('reads the markets in their camelCase shape', async () => {
    const market = { market_id: 18, name: 'Total', specifier: 'total=2.5', group: 'goals' };
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json(200, {
          data: [{ ...market, outcomes: [{ outcome_id: '12', name: 'over 2.5', odds: 1.9 }] }],
        }),
      ),
    );
    expect(await getCustomMarkets(5)).toEqual([
      {
        marketId: 18,
        name: 'Total',
        specifier: 'total=2.5',
        group: 'goals',
        outcomes: [{ outcomeId: '12', name: 'over 2.5', odds: 1.9 }],
      },
    ]);
  });

  it('prices the picks, sent in the wire shape', async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(json(200, { data: { odds: 4.75 } })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const picks = [
      { marketId: 1, specifier: '', outcomeId: '1' },
      { marketId: 18, specifier: 'total=2.5', outcomeId: '12' },
    ];
    expect(await getCustomOdds(5, picks)).toBe(4.75);
    const sent: unknown = JSON.parse(fetchSpy.mock.calls[0]?.[1].body as string);
    expect(customOddsRequestSchema.parse(sent)).toEqual({
      match_id: 5,
      selections: [
        { market_id: 1, specifier: '', outcome_id: '1' },
        { market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
      ],
    });
  });
});
