import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cashOutBet,
  changedCashoutAmount,
  getBets,
  myBetsKeys,
  myBetsQueryOptions,
  toBetType,
  toPlacedBet,
} from './my-bets';
import { ApiError } from './errors';
import { wireBet } from './my-bets-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toPlacedBet', () => {
  it('maps the wire bet to camelCase and leaves nulls out', () => {
    const bet = toPlacedBet(wireBet());
    expect(bet).toEqual({
      betId: 'b1',
      betType: 'single',
      betStatus: 'waiting_results',
      stake: 1000,
      currency: 'EUR',
      subunits: 100,
      winAmount: 0,
      odds: 2.5,
      selections: [
        {
          id: 's1',
          matchId: 7,
          matchUrnId: 'sr:match:7',
          matchStatus: 0,
          nameA: 'Lions',
          nameB: 'Tigers',
          provider: 'betradar',
          marketId: 1,
          marketName: '1x2',
          specifier: '',
          outcomeId: '1',
          outcomeName: 'Lions',
          odds: 2.5,
          result: 'no_results',
        },
      ],
      createdAt: '2026-11-24T08:00:00Z',
      result: 'no_results',
      usedInJackpot: false,
      isVip: false,
    });
    expect('toCashout' in bet).toBe(false);
    expect('bonus' in bet).toBe(false);
  });

  it('keeps the ref, a positive cashout offer, the bonus and the system type', () => {
    const bet = toPlacedBet(
      wireBet({
        bet_type: 'system',
        bet_ref: 'R-9',
        to_cashout: 1840,
        bonus: { id: 'cb1', type: 'comboboost', odds: 1.1 },
        system_type: { id: '2/3', win_count: 2, total_count: 3 },
      }),
    );
    expect(bet.betRef).toBe('R-9');
    expect(bet.toCashout).toBe(1840);
    expect(bet.bonus).toEqual({ id: 'cb1', type: 'comboboost', odds: 1.1 });
    expect(bet.systemType).toEqual({ id: '2/3', winCount: 2, totalCount: 3 });
  });

  it('treats a zero offer as no offer', () => {
    expect('toCashout' in toPlacedBet(wireBet({ to_cashout: 0 }))).toBe(false);
  });

  it.each([
    ['double', 'combo'],
    ['treble', 'combo'],
    ['accumulator', 'combo'],
    ['single', 'single'],
    ['combo', 'combo'],
    ['system', 'system'],
    ['custom_bet', 'custom_bet'],
  ] as const)('bet type %s shows as %s (spec §3)', (wire, shown) => {
    expect(toBetType(wire)).toBe(shown);
  });
});

describe('getBets', () => {
  it('asks /v3/bets with the filters and follows pages of 500 to the last page', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        const page = Number(new URL(url, 'http://x').searchParams.get('page'));
        return Promise.resolve(
          Response.json({
            data: [wireBet({ bet_id: `p${page}` })],
            pagination: { total: 3, page, limit: 500, last_page: 3 },
          }),
        );
      }),
    );
    const bets = await getBets({ status: 'settled', result: 'win' });
    expect(bets.map((b) => b.betId)).toEqual(['p1', 'p2', 'p3']);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const query = new URL(url, 'http://x');
      expect(query.pathname).toMatch(/\/v3\/bets$/);
      expect(query.searchParams.get('status')).toBe('settled');
      expect(query.searchParams.get('result')).toBe('win');
      expect(query.searchParams.get('limit')).toBe('500');
    }
  });

  it('rejects a bet the contract does not allow (odds of 1)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            data: [wireBet({ odds: 1 })],
            pagination: { total: 1, page: 1, limit: 500, last_page: 1 },
          }),
        ),
      ),
    );
    await expect(getBets({ status: 'all', result: 'all' })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('keys each filter apart under one prefix', () => {
    const open = myBetsKeys.list({ status: 'open', result: 'all' });
    expect(open.slice(0, 2)).toEqual([...myBetsKeys.all]);
    expect(open).not.toEqual(myBetsKeys.list({ status: 'settled', result: 'all' }));
  });
});

describe('cashOutBet', () => {
  it('posts {bet_id, to_cashout} and returns the cashed-out bet', async () => {
    const spy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        Response.json({
          data: wireBet({ bet_status: 'cashed_out', result: 'cashed_out', win_amount: 1840 }),
        }),
      ),
    );
    vi.stubGlobal('fetch', spy);
    const bet = await cashOutBet({ betId: 'b1', toCashout: 1840 });
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toMatch(/\/v3\/bets\/cashout$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ bet_id: 'b1', to_cashout: 1840 });
    expect(bet).toMatchObject({ betStatus: 'cashed_out', result: 'cashed_out', winAmount: 1840 });
  });

  it('a 409 cashout_amount_changed carries the new amount', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json(
            {
              code: 'cashout_amount_changed',
              message: 'The offer changed',
              details: { to_cashout: 1710 },
            },
            { status: 409 },
          ),
        ),
      ),
    );
    const error: unknown = await cashOutBet({ betId: 'b1', toCashout: 1840 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(changedCashoutAmount(error)).toBe(1710);
  });

  it.each<[string, unknown, number | null | undefined]>([
    [
      'a withdrawn offer',
      new ApiError({
        status: 409,
        code: 'cashout_amount_changed',
        message: '',
        details: { to_cashout: null },
      }),
      null,
    ],
    [
      'an offer of 0',
      new ApiError({
        status: 409,
        code: 'cashout_amount_changed',
        message: '',
        details: { to_cashout: 0 },
      }),
      null,
    ],
    [
      'details that do not parse',
      new ApiError({ status: 409, code: 'cashout_amount_changed', message: '' }),
      null,
    ],
    [
      'a bet without an offer any more',
      new ApiError({ status: 409, code: 'cashout_unavailable', message: '' }),
      null,
    ],
    [
      'another error code',
      new ApiError({ status: 422, code: 'validation_failed', message: '' }),
      undefined,
    ],
    ['not an ApiError', new Error('x'), undefined],
  ])('changedCashoutAmount of %s', (_, error, expected) => {
    expect(changedCashoutAmount(error)).toBe(expected);
  });
});

describe('the My Bets list (spec §5 "Bets listing excludes some statuses")', () => {
  it('shows no rejected or withdrawn bet, even one a live update turned so', () => {
    const { select } = myBetsQueryOptions({ status: 'all', result: 'all' });
    const bets = [
      toPlacedBet(wireBet({ bet_id: 'a' })),
      toPlacedBet(wireBet({ bet_id: 'b', bet_status: 'rejected' })),
      toPlacedBet(wireBet({ bet_id: 'c', bet_status: 'cancelled' })),
      toPlacedBet(wireBet({ bet_id: 'd', bet_status: 'withdrawn' })),
    ];
    expect(select?.(bets).map((b) => b.betId)).toEqual(['a', 'c']);
  });
});
