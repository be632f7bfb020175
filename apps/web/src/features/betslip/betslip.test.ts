import { describe, expect, it, vi } from 'vitest';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import { EMPTY_TICKET, type Ticket } from '@sportsbook/betting/ticket/types';
import { changeBetType } from '@sportsbook/betting/ticket/bet-type';
import { formatOdds } from '@sportsbook/betting/odds/format';
import { totalOdds } from '@sportsbook/betting/ticket/potential-win';
import { ticketProblems } from '@sportsbook/betting/ticket/validation';
import type { SharedBetWire } from '@sportsbook/contract/bets';
import { explainSystem, stakeWithin } from './system-lines';
import { INITIAL_PANEL, createPanelStore, panelAfterCount, shownTab } from './panel-store';
import { placeTicket } from './place-ticket';
import { applyClick, clickStep, selectionForClick } from './select-outcome';
import { toSharedBet } from '@/api/share-code';
import { betsFromShared, shareLink, shareRequest } from './shared-bets';
import en from '@/i18n/messages/en.json';
import { passedLimits, shownProblems, systemOptions, typeChoices } from './slip-view';
import { text } from './slip-messages';
import { market, match, memoryStorage, OPTIONS, selection } from './test-fixtures';
import { BETS_STORAGE_KEY, createTicketStore, parseStoredBets } from './ticket-store';

const slipOf = (...selections: ReturnType<typeof selection>[]): Ticket =>
  selections.reduce<Ticket>((t, s) => addSelection(t, s, OPTIONS), EMPTY_TICKET);

describe('ticket store (spec §9 stored key "bets")', () => {
  it('persists the bets and restores them in a new store (a reload)', () => {
    const storage = memoryStorage();
    const store = createTicketStore(storage);
    store.setTicket(slipOf(selection(1, 0), selection(2, 2)));
    const reloaded = createTicketStore(storage);
    expect(reloaded.getTicket().bets).toEqual(store.getTicket().bets);
    expect(reloaded.getTicket().bets[0]?.betType).toBe('combo');
  });

  it('removes the key when the slip empties and ignores a tampered value', () => {
    const storage = memoryStorage();
    const store = createTicketStore(storage);
    store.setTicket(slipOf(selection(1, 0)));
    store.setTicket(EMPTY_TICKET);
    expect(storage.getItem(BETS_STORAGE_KEY)).toBeNull();
    expect(parseStoredBets('{"not":"bets"}')).toEqual([]);
    expect(parseStoredBets('not json')).toEqual([]);
  });

  it('refuses stored bets with one wrong field, as the stored-bets check always did', () => {
    const [bet] = slipOf(selection(1, 0)).bets;
    const stored = JSON.parse(JSON.stringify(bet)) as Record<string, unknown>;
    expect(parseStoredBets(JSON.stringify([stored]))).toHaveLength(1);
    const selections = stored.selections as Record<string, unknown>[];
    for (const wrong of [
      { stake: -1 },
      { stake: 1.5 },
      { subunits: 0 },
      { betType: 'parlay' },
      { selections: [] },
      { selections: [{ ...selections[0], provider: 'nobody' }] },
      { selections: [{ ...selections[0], id: '' }] },
      { selections: [{ ...selections[0], odds: '1.5' }] },
    ])
      expect(parseStoredBets(JSON.stringify([{ ...stored, ...wrong }]))).toEqual([]);
    expect(parseStoredBets('[{"betType":"single","stake":1e999}]')).toEqual([]);
  });

  it('takes the bets another tab stored and tells its listeners', () => {
    const store = createTicketStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    const other = slipOf(selection(3, 1));
    store.loadStored(JSON.stringify(other.bets));
    expect(store.getTicket().bets).toEqual(other.bets);
    expect(listener).toHaveBeenCalledTimes(1);
    store.loadStored(JSON.stringify(other.bets));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('bet panel state (spec §2)', () => {
  it('opens on the first selection and closes with the last', () => {
    expect(panelAfterCount(INITIAL_PANEL, 0, 1)).toEqual({ open: true, tab: 'BET_SLIP' });
    expect(panelAfterCount({ open: true, tab: 'BET_SLIP' }, 1, 0).open).toBe(false);
    const closedByBettor = { open: false, tab: 'BET_SLIP' } as const;
    expect(panelAfterCount(closedByBettor, 2, 3)).toBe(closedByBettor);
  });

  it('falls back to BET_SLIP when My Bets is hidden', () => {
    expect(shownTab({ open: true, tab: 'MY_BETS' }, false)).toBe('BET_SLIP');
    expect(shownTab({ open: true, tab: 'MY_BETS' }, true)).toBe('MY_BETS');
  });

  it('keeps open state and tab for the session (sessionStorage)', () => {
    const storage = memoryStorage();
    createPanelStore(storage).set({ open: true, tab: 'MY_BETS' });
    expect(createPanelStore(storage).get()).toEqual({ open: true, tab: 'MY_BETS' });
  });
});

describe('selecting an outcome (spec §4)', () => {
  const click = {
    matchId: 1,
    marketId: 1,
    specifier: '',
    outcomeId: '1',
    outcomeKey: 'sr:match:1/1/1/',
  };
  const source = {
    match: match(1),
    categoryName: 'England',
    markets: [market(1, [2.1, 3.3, 3.6])],
  };

  it('adds the outcome at its current odds, then removes it on the second click', () => {
    const s = selectionForClick(click, source);
    expect(s?.odds).toBe(2.1);
    const added = applyClick(EMPTY_TICKET, click, s, OPTIONS);
    expect(added.bets[0]?.betType).toBe('single');
    expect(clickStep(added, click.outcomeKey)).toBe('remove');
    expect(applyClick(added, click, null, OPTIONS).bets).toEqual([]);
  });

  it('does nothing while the slip is in progress', () => {
    const busy = { ...slipOf(selection(2, 0)), inProgress: true };
    expect(clickStep(busy, click.outcomeKey)).toBe('ignore');
    expect(applyClick(busy, click, selectionForClick(click, source), OPTIONS)).toBe(busy);
  });

  it('a second selection of the same match makes a conflicting combo', () => {
    const t = slipOf(selection(1, 0), selection(1, 2));
    const codes = shownProblems(ticketProblems(t, { multiSingleAvailableByProvider: {} })).map(
      (p) => p.code,
    );
    expect(codes).toEqual(['conflict']);
  });
});

describe('slip view', () => {
  it('offers combo from two selections and system from three, systems sorted (spec §5)', () => {
    expect(typeChoices(1)).toEqual(['single']);
    expect(typeChoices(2)).toEqual(['single', 'combo']);
    expect(typeChoices(3)).toEqual(['single', 'combo', 'system']);
    // several singles need every provider to allow multi-single (spec §5)
    expect(typeChoices(3, false)).toEqual(['combo', 'system']);
    expect(typeChoices(1, false)).toEqual(['single']);
    const four = slipOf(selection(1, 0), selection(2, 0), selection(3, 0), selection(4, 0));
    expect(systemOptions(four).map((o) => [o.type.id, o.lines])).toEqual([
      ['2/4', 6],
      ['3/4', 4],
    ]);
  });

  it('explains a 2/3 system: three lines with odds and floored returns', () => {
    let t = slipOf(
      selection(1, 0, [2, 3, 4]),
      selection(2, 0, [2.5, 3, 3]),
      selection(3, 0, [3, 3, 3]),
    );
    t = changeBetType(t, 'system', OPTIONS).ticket;
    t = setStake(t, 0, 300, 'stake');
    const [bet] = t.bets;
    if (!bet) throw new Error('no bet');
    const lines = explainSystem(bet);
    // line stake 1.00; 2 x 2.5 = 5, 2 x 3 = 6, 2.5 x 3 = 7.5
    expect(lines.map((l) => [l.odds, l.return])).toEqual([
      [5, 500],
      [6, 600],
      [7.5, 750],
    ]);
  });
});

describe('limits on what a bet can pay (GET /settings max_total_odds, max_payout)', () => {
  const limits = { maxTotalOdds: 1000, maxPayout: { EUR: 100_000_00 } };
  const context = { multiSingleAvailableByProvider: {}, limits };

  it('a combo past the maximum total odds shows the limit and cannot be placed', () => {
    // 40 x 40 = 1,600: past 1,000 before any stake is typed
    const t = slipOf(selection(1, 2, [2, 3, 40]), selection(2, 2, [2, 3, 40]));
    const problems = shownProblems(ticketProblems(t, context));
    expect(problems.map((p) => p.code)).toEqual(['max_odds_exceeded']);
    expect(passedLimits(problems)).toEqual({ maxTotalOdds: 1000 });
  });

  it('a potential win past the maximum payout shows the limit; at the limit it is placeable', () => {
    const one = slipOf(selection(1, 2, [2, 3, 40]));
    const over = shownProblems(ticketProblems(setStake(one, 0, 2_500_01, 'stake'), context));
    expect(over.map((p) => p.code)).toEqual(['max_payout_exceeded']);
    expect(passedLimits(over)).toEqual({ maxPayout: 100_000_00 });
    expect(ticketProblems(setStake(one, 0, 2_500_00, 'stake'), context)).toEqual([]);
  });

  it('names each limit in the slip texts', () => {
    const m = en.betslip;
    expect(text(m, 'problem.max_odds_exceeded', { odds: '1000.00' })).toContain('1000.00');
    expect(text(m, 'problem.max_payout_exceeded', { amount: '€100,000.00' })).toContain(
      '€100,000.00',
    );
    expect(text(m, 'error.place_bets.max_payout_exceeded')).not.toBe(
      text(m, 'error.place_bets.default'),
    );
    expect(text(m, 'error.place_bets.max_odds_exceeded')).not.toBe(
      text(m, 'error.place_bets.default'),
    );
  });

  it('total odds show the real product, never the odds cap (spec §5 caps offered prices)', () => {
    const t = slipOf(
      selection(1, 0, [8.5, 3, 2]),
      selection(2, 0, [6.3, 3, 2]),
      selection(3, 0, [8, 3, 2]),
    );
    const [combo] = t.bets;
    if (!combo) throw new Error('no combo');
    expect(formatOdds(totalOdds(combo), 'european')).toBe('428.40');
  });
});

describe('max stake', () => {
  it('keeps a system stake to whole lines, a combo stake as it is', () => {
    const three = slipOf(selection(1, 0), selection(2, 0), selection(3, 0));
    const [system] = changeBetType(three, 'system', OPTIONS).ticket.bets;
    const [combo] = three.bets;
    if (!system || !combo) throw new Error('no bets');
    expect(stakeWithin(system, 1000)).toBe(999);
    expect(stakeWithin(combo, 1000)).toBe(1000);
  });
});

describe('placing the slip (spec §4, §8)', () => {
  const deps = (
    store: ReturnType<typeof createTicketStore>,
    place: Parameters<typeof placeTicket>[0]['place'],
  ) => ({
    store,
    isLoggedIn: true,
    deviceId: 'device-1',
    place,
    newKey: () => 'key-12345678',
    askSignIn: vi.fn(),
    alertGeneral: vi.fn(),
  });

  it('asks for sign-in and sends nothing when not logged in', async () => {
    const store = createTicketStore(null);
    store.setTicket(setStake(slipOf(selection(1, 0)), 0, 500, 'stake'));
    const place = vi.fn();
    const d = { ...deps(store, place), isLoggedIn: false };
    expect(await placeTicket(d)).toBe('INITIAL');
    expect(place).not.toHaveBeenCalled();
    expect(d.askSignIn).toHaveBeenCalled();
  });

  it('sends the accepted odds with the idempotency key, then shows SUCCESS', async () => {
    const store = createTicketStore(null);
    store.setTicket(setStake(slipOf(selection(1, 0), selection(2, 2)), 0, 500, 'stake'));
    const place = vi.fn().mockResolvedValue({ ok: true, bets: [{ betId: 'b1' }] });
    expect(await placeTicket(deps(store, place))).toBe('SUCCESS');
    const [payload, key] = place.mock.calls[0] as [
      { bets: { type: string; stake: { value: number }; selections: { odds: number }[] }[] },
      string,
    ];
    expect(key).toBe('key-12345678');
    expect(payload.bets[0]?.type).toBe('combo');
    expect(payload.bets[0]?.stake.value).toBe(500);
    expect(payload.bets[0]?.selections.map((s) => s.odds)).toEqual([2, 4]);
    expect(store.getTicket().placedBets).toEqual([{ betId: 'b1' }]);
  });

  it('shows ERROR with the per-bet message against the bet, and the general alert for no answer', async () => {
    const store = createTicketStore(null);
    store.setTicket(setStake(slipOf(selection(1, 0)), 0, 500, 'stake'));
    const refused = {
      ok: false as const,
      response: {
        status: 422,
        code: 'error.place_bets.insufficient_balance',
        message: 'Not enough balance',
        errorsByBet: {
          '0': {
            code: 'error.place_bets.insufficient_balance',
            localizedMessage: 'Balance too low',
          },
        },
      },
    };
    expect(await placeTicket(deps(store, vi.fn().mockResolvedValue(refused)))).toBe('ERROR');
    expect(store.getTicket().error?.message).toBe('error.place_bets.insufficient_balance');
    expect(store.getTicket().error?.messagesByBet).toEqual({ '0': 'Balance too low' });
    const d = deps(store, vi.fn().mockResolvedValue({ ok: false, response: undefined }));
    expect(await placeTicket(d)).toBe('INITIAL');
    expect(d.alertGeneral).toHaveBeenCalled();
  });
});

describe('share a bet (spec §3, §4, §5)', () => {
  it('sends the bets with their accepted odds and builds a ?betcode= link', () => {
    const t = setStake(slipOf(selection(1, 0), selection(2, 1)), 0, 250, 'stake');
    expect(shareRequest(t).bets[0]).toMatchObject({
      type: 'combo',
      stake: { value: 250, currency: 'EUR' },
    });
    expect(shareLink('https://example.test/en/soccer?x=1#a', 'ABCD12')).toBe(
      'https://example.test/en/soccer?x=1&betcode=ABCD12',
    );
  });

  it('restores at current odds; another currency resets the stake to 0 (spec §4)', () => {
    const shared: SharedBetWire = {
      type: 'single',
      stake: { value: 1000, currency: 'USD' },
      selections: [
        {
          match_id: 1,
          match_urn_id: 'sr:match:1',
          match_slug: 'a-b',
          match_status: 0,
          name_a: 'A',
          name_b: 'B',
          sport_key: 'soccer',
          category_name: 'England',
          tournament_name: 'Premier',
          provider: 'betradar',
          market_id: 1,
          market_name: '1X2',
          specifier: '',
          outcome_id: '1',
          outcome_name: 'A',
          odds: 2,
          current_odds: 2.2,
          active: true,
        },
      ],
    };
    const [euro] = betsFromShared([toSharedBet(shared)], { code: 'EUR', subunits: 100 });
    expect(euro).toMatchObject({ stake: 0, currency: 'EUR', stakeSource: 'sharing' });
    expect(euro?.selections[0]).toMatchObject({
      odds: 2.2,
      acceptedOdds: 2.2,
      initialOdds: 2,
      id: 'sr:match:1/1/1/',
    });
    expect(betsFromShared([toSharedBet(shared)], { code: 'USD', subunits: 100 })[0]?.stake).toBe(
      1000,
    );
  });
});

describe('slip messages', () => {
  const m = { error: { place_bets: { default: 'Not placed' } }, count: '{count} selections' };
  it('reads a dot path, fills values, falls back for an unknown server key', () => {
    expect(text(m, 'count', { count: 3 })).toBe('3 selections');
    expect(text(m, 'error.place_bets.unheard_of', {}, 'error.place_bets.default')).toBe(
      'Not placed',
    );
  });
});
