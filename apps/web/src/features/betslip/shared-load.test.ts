import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSharedBets } from './shared-load';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const answer = (response: Response | Error) =>
  vi.stubGlobal('fetch', () =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );

const selection = {
  match_id: 7,
  match_urn_id: 'sr:match:7',
  match_slug: 'a-b',
  match_status: 0,
  name_a: 'A',
  name_b: 'B',
  sport_key: 'soccer',
  category_name: 'England',
  tournament_name: 'Premier',
  provider: 'betradar',
  market_id: 1,
  market_name: '1x2',
  specifier: '',
  outcome_id: 'home',
  outcome_name: 'Home',
  odds: 2,
  current_odds: 2.1,
  active: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading a shared bet (spec §8 share-bet.not-found-modal)', () => {
  it('a code the server never issued (404 share_code_not_found) is link-not-found', async () => {
    answer(json(404, { code: 'share_code_not_found', message: 'This bet link was not found' }));
    expect(await loadSharedBets('NOPE0000')).toEqual({
      kind: 'not-found',
      text: 'link-not-found',
    });
  });

  it('a text that cannot be a code is link-not-found without asking the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await loadSharedBets('a!')).toEqual({ kind: 'not-found', text: 'link-not-found' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a known code whose bets are all gone is link-try-another-bet', async () => {
    answer(json(200, { data: [] }));
    expect(await loadSharedBets('ABCD12')).toEqual({
      kind: 'not-found',
      text: 'link-try-another-bet',
    });
  });

  it.each([
    ['a server failure', json(500, { code: 'internal_error', message: 'boom' })],
    ['another 404 (a proxy without the route)', json(404, { code: 'not_found', message: 'x' })],
    ['no answer', new TypeError('network down')],
  ])('%s is link-try-later', async (_, response) => {
    answer(response);
    expect(await loadSharedBets('ABCD12')).toEqual({ kind: 'not-found', text: 'link-try-later' });
  });

  it('bets that can be restored come back as bets', async () => {
    const stake = { value: 100, currency: 'EUR' };
    answer(json(200, { data: [{ type: 'single', stake, selections: [selection] }] }));
    const load = await loadSharedBets('ABCD12');
    expect(load.kind).toBe('bets');
    expect(load.kind === 'bets' && load.bets.map((b) => b.selections[0]?.currentOdds)).toEqual([
      2.1,
    ]);
  });
});
