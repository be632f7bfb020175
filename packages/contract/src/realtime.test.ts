import { describe, expect, test } from 'vitest';
import { parseRealtimeEvent, REALTIME_EVENT_TYPES, realtimeEventSchema } from './realtime';
import { market, notification, placedBet } from './test-fixtures';

const valid: [string, unknown][] = [
  ['match_changed', { id: 1, total_score: { home: 2, away: 0 }, clock: null }],
  ['match_changed', { id: 1 }],
  ['markets_changed', { match_id: 1, markets: [market] }],
  ['match_status_changed', { match_id: 1, status: 4, is_live: false, is_finished: true }],
  ['provider_status_changed', { provider: 'oddin', status: 'inactive' }],
  ['tournament_pool_changed', { tournament_id: 't-1', currency: 'EUR', pool_amount: 500000 }],
  ['balance_changed', { currency: 'EUR', balance: 12345 }],
  ['unread_counters_changed', { unread: 2 }],
  ['notification', notification],
  ['bet_changed', placedBet],
  [
    'bet_changed',
    { bet_id: 'b-1', bet_status: 'done', selections: [{ id: 's-1', result: 'win_entire' }] },
  ],
  ['bet_cashout_changed', { bet_id: 'b-1', to_cashout: 410 }],
  ['bet_cashout_changed', { bet_id: 'b-1', to_cashout: null }],
  ['bonus_issued', { id: 'fb-1', type: 'freebet', name: 'Welcome freebet' }],
];

const invalid: [string, unknown][] = [
  ['an unknown event type', { type: 'score_changed', data: {} }],
  ['no type', { data: { id: 1 } }],
  ['no data', { type: 'balance_changed' }],
  ['not an object', 'match_changed'],
  ['null', null],
  ['a match update without id', { type: 'match_changed', data: { status: 1 } }],
  ['a match update with status 6', { type: 'match_changed', data: { id: 1, status: 6 } }],
  [
    'a market with odds 1',
    {
      type: 'markets_changed',
      data: {
        match_id: 1,
        markets: [{ ...market, outcomes: [{ ...market.outcomes[0], odds: 1 }] }],
      },
    },
  ],
  [
    'a market with an unknown status',
    { type: 'markets_changed', data: { match_id: 1, markets: [{ ...market, status: 5 }] } },
  ],
  [
    'a status change without is_live',
    { type: 'match_status_changed', data: { match_id: 1, status: 1, is_finished: false } },
  ],
  [
    'an unknown provider status',
    { type: 'provider_status_changed', data: { provider: 'oddin', status: 'paused' } },
  ],
  [
    'an unknown provider',
    { type: 'provider_status_changed', data: { provider: 'acme', status: 'active' } },
  ],
  [
    'a balance in major units',
    { type: 'balance_changed', data: { currency: 'EUR', balance: 12.34 } },
  ],
  [
    'a balance as a string',
    { type: 'balance_changed', data: { currency: 'EUR', balance: '1234' } },
  ],
  [
    'a bet update with an unknown status',
    { type: 'bet_changed', data: { bet_id: 'b-1', bet_status: 'won' } },
  ],
  [
    'a selection update without id',
    { type: 'bet_changed', data: { bet_id: 'b-1', selections: [{ result: 'win_entire' }] } },
  ],
  ['a cashout without bet id', { type: 'bet_cashout_changed', data: { to_cashout: 1 } }],
  ['a negative cashout', { type: 'bet_cashout_changed', data: { bet_id: 'b-1', to_cashout: -5 } }],
  [
    'a bonus of unknown type',
    { type: 'bonus_issued', data: { id: 'x', type: 'cashback', name: 'Cashback' } },
  ],
  ['a negative unread count', { type: 'unread_counters_changed', data: { unread: -1 } }],
];

describe('real-time events (spec §7)', () => {
  test('the union covers exactly the spec event names', () => {
    expect(REALTIME_EVENT_TYPES).toEqual([
      'match_changed',
      'markets_changed',
      'match_status_changed',
      'provider_status_changed',
      'tournament_pool_changed',
      'balance_changed',
      'unread_counters_changed',
      'notification',
      'bet_changed',
      'bet_cashout_changed',
      'bonus_issued',
    ]);
  });

  test.each(valid)('accepts %s %j', (type, data) => {
    const result = parseRealtimeEvent({ type, data });
    expect(result).toEqual({ ok: true, event: { type, data } });
  });

  test.each(invalid)('rejects %s without throwing', (_, raw) => {
    const result = parseRealtimeEvent(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).not.toBe('');
  });

  test('a hostile input that throws on read is still a result', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(parseRealtimeEvent(hostile)).toEqual({ ok: false, error: 'boom' });
  });

  test('narrowing on type gives the payload type', () => {
    const event = realtimeEventSchema.parse({
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 1 },
    });
    if (event.type === 'balance_changed') expect(event.data.balance).toBe(1);
    else expect.unreachable();
  });
});
