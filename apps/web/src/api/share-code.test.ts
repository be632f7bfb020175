import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareCodeRequestSchema } from '@sportsbook/contract/bets';
import { createShareCode, getSharedBets, isShareCode } from './share-code';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('share a bet (POST and GET /v3/bets/share-code)', () => {
  it('shares the slip with the placement bet mapper (stakes may be 0)', async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(json(200, { data: { code: 'ABCD12' } })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const bet = {
      type: 'system' as const,
      stake: { value: 0, currency: 'EUR' },
      selections: [{ matchId: 1, marketId: 1, specifier: '', outcomeId: '1', odds: 2 }],
      systemId: '2/3',
    };
    expect(await createShareCode({ bets: [bet] })).toBe('ABCD12');
    const sent: unknown = JSON.parse(fetchSpy.mock.calls[0]?.[1].body as string);
    expect(shareCodeRequestSchema.parse(sent)).toEqual({
      bets: [
        {
          type: 'system',
          stake: { value: 0, currency: 'EUR' },
          selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 }],
          system_id: '2/3',
        },
      ],
    });
  });

  it('reads the shared bets in their camelCase shape', async () => {
    const selection = {
      match_id: 7,
      match_urn_id: 'sr:match:7',
      match_slug: 'a-b',
      match_status: 1,
      name_a: 'A',
      name_b: 'B',
      sport_key: 'soccer',
      category_name: 'England',
      tournament_name: 'Premier',
      provider: 'oddin',
      market_id: 18,
      market_name: 'Total',
      specifier: 'total=2.5',
      outcome_id: '12',
      outcome_name: 'over 2.5',
      odds: 1.9,
      current_odds: null,
      active: false,
    };
    const shared = { type: 'custom_bet', stake: { value: 500, currency: 'USD' }, custom_odds: 3.2 };
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { data: [{ ...shared, selections: [selection] }] })),
    );
    expect(await getSharedBets('ABCD12')).toEqual([
      {
        type: 'custom_bet',
        stake: { value: 500, currency: 'USD' },
        customOdds: 3.2,
        selections: [
          {
            matchId: 7,
            matchUrnId: 'sr:match:7',
            matchSlug: 'a-b',
            matchStatus: 1,
            nameA: 'A',
            nameB: 'B',
            sportKey: 'soccer',
            categoryName: 'England',
            tournamentName: 'Premier',
            provider: 'oddin',
            marketId: 18,
            marketName: 'Total',
            specifier: 'total=2.5',
            outcomeId: '12',
            outcomeName: 'over 2.5',
            odds: 1.9,
            currentOdds: null,
            active: false,
          },
        ],
      },
    ]);
  });

  it.each([
    ['ABCD12', true],
    ['a_b-C9', true],
    ['abc', false],
    ['has space', false],
    ['x'.repeat(33), false],
  ])('isShareCode(%j) is %s', (code, expected) => {
    expect(isShareCode(code)).toBe(expected);
  });
});
