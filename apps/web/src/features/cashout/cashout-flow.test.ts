import { describe, expect, it } from 'vitest';
import {
  confirmableAmount,
  IDLE,
  nextCashoutFlow,
  type CashoutEvent,
  type CashoutFlow,
} from './cashout-flow';

const run = (events: CashoutEvent[], from: CashoutFlow = IDLE) =>
  events.reduce(nextCashoutFlow, from);

describe('cashout confirmation (issue #7: amount changes are shown, never hidden)', () => {
  it('opens on the current offer and confirms exactly that amount', () => {
    const confirming = run([{ type: 'open', offer: 1250 }]);
    expect(confirming).toEqual({ step: 'confirming', amount: 1250 });
    expect(confirmableAmount(confirming)).toBe(1250);
    expect(nextCashoutFlow(confirming, { type: 'confirm', amount: 1250 })).toEqual({
      step: 'submitting',
      amount: 1250,
    });
  });

  it.each([undefined, 0])('does not open without an offer (%s)', (offer) => {
    expect(run([{ type: 'open', offer }])).toBe(IDLE);
  });

  it('shows a change while confirming as old -> new and needs a new confirmation', () => {
    const changed = run([
      { type: 'open', offer: 1250 },
      { type: 'offer', offer: 1100 },
    ]);
    expect(changed).toEqual({ step: 'confirming', amount: 1100, previous: 1250 });
    // the click meant for the old amount does not cash out at the new one
    expect(nextCashoutFlow(changed, { type: 'confirm', amount: 1250 })).toBe(changed);
    expect(nextCashoutFlow(changed, { type: 'confirm', amount: 1100 })).toEqual({
      step: 'submitting',
      amount: 1100,
    });
  });

  it('shows the amount on screen just before as "old" after two quick changes', () => {
    const state = run([
      { type: 'open', offer: 1000 },
      { type: 'offer', offer: 1100 },
      { type: 'offer', offer: 1200 },
    ]);
    expect(state).toEqual({ step: 'confirming', amount: 1200, previous: 1100 });
  });

  it('an unchanged offer changes nothing', () => {
    const confirming = run([{ type: 'open', offer: 900 }]);
    expect(nextCashoutFlow(confirming, { type: 'offer', offer: 900 })).toBe(confirming);
  });

  it('a withdrawn offer says so, and a new offer brings the confirmation back', () => {
    const gone = run([
      { type: 'open', offer: 900 },
      { type: 'offer', offer: undefined },
    ]);
    expect(gone).toEqual({ step: 'unavailable', previous: 900 });
    expect(confirmableAmount(gone)).toBeUndefined();
    expect(nextCashoutFlow(gone, { type: 'offer', offer: 950 })).toEqual({
      step: 'confirming',
      amount: 950,
      previous: 900,
    });
  });

  it('a 409 cashout_amount_changed shows the server amount against the one sent', () => {
    const refused = run([
      { type: 'open', offer: 1250 },
      { type: 'confirm', amount: 1250 },
      { type: 'refused', offer: 1180 },
    ]);
    expect(refused).toEqual({ step: 'confirming', amount: 1180, previous: 1250 });
    expect(run([{ type: 'refused', offer: null }], { step: 'submitting', amount: 5 })).toEqual({
      step: 'unavailable',
      previous: 5,
    });
  });

  it('ignores live offers while the request is in flight and cannot be closed then', () => {
    const submitting: CashoutFlow = { step: 'submitting', amount: 700 };
    expect(nextCashoutFlow(submitting, { type: 'offer', offer: 650 })).toBe(submitting);
    expect(nextCashoutFlow(submitting, { type: 'close' })).toBe(submitting);
  });

  it('a failed request returns to the same amount flagged, success ends on the paid amount', () => {
    const submitting: CashoutFlow = { step: 'submitting', amount: 700 };
    expect(nextCashoutFlow(submitting, { type: 'failed' })).toEqual({
      step: 'confirming',
      amount: 700,
      failed: true,
    });
    const done = nextCashoutFlow(submitting, { type: 'succeeded', amount: 700 });
    expect(done).toEqual({ step: 'done', amount: 700 });
    expect(nextCashoutFlow(done, { type: 'close' })).toBe(IDLE);
  });

  it.each<[string, CashoutFlow, CashoutEvent]>([
    ['confirm while idle', IDLE, { type: 'confirm', amount: 1 }],
    [
      'a refusal while confirming',
      { step: 'confirming', amount: 3 },
      { type: 'refused', offer: 2 },
    ],
    [
      'success while confirming',
      { step: 'confirming', amount: 3 },
      { type: 'succeeded', amount: 3 },
    ],
    ['an offer while idle', IDLE, { type: 'offer', offer: 4 }],
    ['open while confirming', { step: 'confirming', amount: 3 }, { type: 'open', offer: 9 }],
  ])('%s is ignored', (_, state, event) => {
    expect(nextCashoutFlow(state, event)).toBe(state);
  });
});
