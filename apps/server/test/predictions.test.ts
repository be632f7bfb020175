import { describe, expect, test } from 'vitest';
import { voteResponseSchema, voteSavedResponseSchema } from '@sportsbook/contract/promotions';
import { operatorPredictionResponseSchema } from '@sportsbook/contract/promotions-operator';
import { operator, useJackpotsServer, V2 } from './jackpots-helpers';
import { call, signUp } from './platform-helpers';

const s = useJackpotsServer(0);

const HOUR = 60 * 60 * 1000;

/** The derby question, closing in `hours` from the test clock. */
async function derby(id = 'derby', hours = 24) {
  const res = await operator(s.app(), 'POST', '/predictions', {
    id,
    titles: { en: 'Who wins the derby?', de: 'Wer gewinnt das Derby?' },
    options: [
      { key: 'home', labels: { en: 'Home', de: 'Heim' } },
      { key: 'draw', labels: { en: 'Draw' } },
      { key: 'away', labels: { en: 'Away' } },
    ],
    closes_at: new Date(s.server().clock.now() + hours * HOUR).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return operatorPredictionResponseSchema.parse(res.json()).data;
}

const vote = (cookie: string | null, prediction_id: string, choice: string) =>
  call(s.app(), 'POST', `${V2}/vote`, { cookie, payload: { prediction_id, data: { choice } } });

const questions = async (cookie: string | null, query = '') => {
  const res = await call(s.app(), 'GET', `${V2}/vote${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return voteResponseSchema.parse(res.json()).data;
};

describe('GET /vote', () => {
  test('open predictions in the locale; anonymous callers get vote null', async () => {
    await derby();
    await derby('closed-one');
    await operator(s.app(), 'POST', '/predictions/closed-one/close');
    const res = await call(s.app(), 'GET', `${V2}/vote?locale=de`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(voteResponseSchema.parse(res.json()).data).toEqual([
      {
        id: 'derby',
        title: 'Wer gewinnt das Derby?',
        options: [
          { key: 'home', label: 'Heim' },
          { key: 'draw', label: 'Draw' },
          { key: 'away', label: 'Away' },
        ],
        closes_at: new Date(s.server().clock.now() + 24 * HOUR).toISOString(),
        is_open: true,
        vote: null,
      },
    ]);
    // one prediction by id, closed ones too; unknown: 404
    expect((await questions(null, '?prediction_id=closed-one'))[0]?.is_open).toBe(false);
    const unknown = await call(s.app(), 'GET', `${V2}/vote?prediction_id=nope`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'prediction_not_found' });
  });
});

describe('POST /vote (one vote per player; changed while open, final once closed)', () => {
  test('401 anonymous; saved, shown to its player only, changed in place', async () => {
    await derby();
    expect((await vote(null, 'derby', 'home')).statusCode).toBe(401);
    const alice = await signUp(s.app());
    const bob = await signUp(s.app());
    const saved = await vote(alice.cookie, 'derby', 'home');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(voteSavedResponseSchema.parse(saved.json()).data).toEqual({
      prediction_id: 'derby',
      data: { choice: 'home' },
      created_at: new Date(s.server().clock.now()).toISOString(),
    });
    expect((await questions(alice.cookie))[0]?.vote?.data).toEqual({ choice: 'home' });
    expect((await questions(bob.cookie))[0]?.vote).toBeNull();
    expect((await questions(null))[0]?.vote).toBeNull();
    s.server().clock.advance(HOUR);
    await vote(alice.cookie, 'derby', 'away');
    await vote(bob.cookie, 'derby', 'away');
    const changed = (await questions(alice.cookie))[0]?.vote;
    expect(changed).toEqual({
      prediction_id: 'derby',
      data: { choice: 'away' },
      created_at: new Date(s.server().clock.now()).toISOString(),
    });
    const counted = await operator(s.app(), 'GET', '/predictions');
    expect(counted.json()).toMatchObject({
      data: [{ id: 'derby', votes: { home: 0, draw: 0, away: 2 } }],
    });
  });

  test('closed by the operator or by time: 422 prediction_closed; unknown option and prediction', async () => {
    await derby('soon', 1);
    await derby('derby');
    const { cookie } = await signUp(s.app());
    const unknownOption = await vote(cookie, 'derby', 'nobody');
    expect(unknownOption.statusCode).toBe(422);
    expect(unknownOption.json()).toMatchObject({
      code: 'unknown_option',
      details: { options: ['home', 'draw', 'away'] },
    });
    expect((await vote(cookie, 'nope', 'home')).json()).toMatchObject({
      code: 'prediction_not_found',
    });
    expect((await vote(cookie, 'derby', 'draw')).statusCode).toBe(200);
    const closed = await operator(s.app(), 'POST', '/predictions/derby/close');
    expect(closed.json()).toMatchObject({ data: { state: 'closed', votes: { draw: 1 } } });
    const late = await vote(cookie, 'derby', 'home');
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'prediction_closed' });
    // the vote stays as cast
    expect((await questions(cookie, '?prediction_id=derby'))[0]?.vote?.data).toEqual({
      choice: 'draw',
    });
    s.server().clock.advance(HOUR);
    expect((await vote(cookie, 'soon', 'home')).json()).toMatchObject({
      code: 'prediction_closed',
    });
    expect(await questions(cookie)).toEqual([]);
    for (const body of [
      {},
      { prediction_id: 'derby' },
      { prediction_id: 'derby', data: { choice: '' } },
    ])
      expect(
        (await call(s.app(), 'POST', `${V2}/vote`, { cookie, payload: body })).statusCode,
      ).toBe(400);
  });
});

describe('operator predictions', () => {
  test('create (409 for a taken id, 400 for bad input), list, close; 404 for unknown', async () => {
    const created = await derby();
    expect(created).toMatchObject({ state: 'open', votes: { home: 0, draw: 0, away: 0 } });
    expect(
      (
        await operator(s.app(), 'POST', '/predictions', {
          id: 'derby',
          titles: { en: 'Again' },
          options: [
            { key: 'a', labels: { en: 'A' } },
            { key: 'b', labels: { en: 'B' } },
          ],
          closes_at: new Date().toISOString(),
        })
      ).json(),
    ).toMatchObject({ code: 'prediction_exists' });
    for (const bad of [
      {
        titles: { en: 'One option' },
        options: [{ key: 'a', labels: { en: 'A' } }],
        closes_at: new Date().toISOString(),
      },
      {
        titles: { en: 'Same keys' },
        options: [
          { key: 'a', labels: { en: 'A' } },
          { key: 'a', labels: { en: 'B' } },
        ],
        closes_at: new Date().toISOString(),
      },
      {
        titles: { de: 'Kein Englisch' },
        options: [
          { key: 'a', labels: { en: 'A' } },
          { key: 'b', labels: { en: 'B' } },
        ],
        closes_at: new Date().toISOString(),
      },
    ])
      expect((await operator(s.app(), 'POST', '/predictions', bad)).statusCode).toBe(400);
    expect((await operator(s.app(), 'POST', '/predictions/nope/close')).statusCode).toBe(404);
  });
});
