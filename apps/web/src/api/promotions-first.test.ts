import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireComboboost, wireFarming } from './promotions-fixtures';
import { getFirstBonuses } from './promotions-first';
import { stubBackend } from './test-fetch';

afterEach(() => vi.unstubAllGlobals());

const page = (data: unknown[], pageNo: number, lastPage: number) => ({
  body: { data, pagination: { total: lastPage, page: pageNo, limit: 1, last_page: lastPage } },
});
// a tournaments page holds one (spec §9): three pages of one each
const tournaments = [1, 2, 3].map((n) => wireFarming({ id: `t-${n}`, campaign_id: `t-${n}` }));
const tournamentPages = (request: { search: URLSearchParams }) => {
  const n = Number(request.search.get('page'));
  return page([tournaments[n - 1]], n, tournaments.length);
};

describe('the first bonuses of a content block (spec §2 tournaments, bonuses)', () => {
  it('reads pages until the limit and asks for no more', async () => {
    const seen = stubBackend({ 'GET /v2/bonuses/tournaments': tournamentPages });
    const found = await getFirstBonuses(['tournaments'], 2, 'en');
    expect(found.map((b) => b.id)).toEqual(['t-1', 't-2']);
    expect(seen.map((r) => r.search.get('page'))).toEqual(['1', '2']);
  });

  it('stops at the last page when there are fewer than the limit', async () => {
    stubBackend({ 'GET /v2/bonuses/tournaments': tournamentPages });
    expect(await getFirstBonuses(['tournaments'], 10, 'en')).toHaveLength(3);
  });

  it('goes through the kinds in order, skips one kept to players (401), cuts at the limit', async () => {
    const boosts = [1, 2, 3].map((n) => wireComboboost({ id: `c-${n}` }));
    stubBackend({
      'GET /v2/bonuses/freebets': {
        status: 401,
        body: { code: 'unauthorized', message: 'Sign in' },
      },
      'GET /v2/bonuses/comboboosts': page(boosts, 1, 1),
      'GET /v2/bonuses/tournaments': tournamentPages,
    });
    const found = await getFirstBonuses(['freebets', 'comboboosts', 'tournaments'], 4, 'en');
    expect(found.map((b) => b.id)).toEqual(['c-1', 'c-2', 'c-3', 't-1']);
  });

  it('another failure is thrown (the block shows its error)', async () => {
    stubBackend({
      'GET /v2/bonuses/comboboosts': { status: 500, body: { code: 'internal', message: 'x' } },
    });
    await expect(getFirstBonuses(['comboboosts'], 2, 'en')).rejects.toMatchObject({ status: 500 });
  });
});
