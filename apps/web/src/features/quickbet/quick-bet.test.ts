import { describe, expect, it, vi } from 'vitest';
import { selectionFromOutcome } from '@sportsbook/betting/ticket/selection';
import type { Market } from '@sportsbook/betting/catalog/types';
import { placeQuickBet } from './place-quick-bet';
import {
  createQuickBetStore,
  QUICK_BET_STORAGE_KEY,
  quickBetForAccount,
  readStoredQuickBet,
} from './quick-bet-store';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const live = (odds: number) => {
  const market: Market = {
    matchUrnId: 'sr:match:9',
    marketId: 1,
    name: '1X2',
    status: 1,
    specifier: '',
    provider: 'betradar',
    outcomes: [{ id: 'sr:match:9/1/1/', outcomeId: '1', name: 'Home', active: true, odds }],
  };
  const outcome = market.outcomes[0];
  if (!outcome) throw new Error('no outcome');
  return selectionFromOutcome({
    match: {
      id: 9,
      urnId: 'sr:match:9',
      slug: 'a-b',
      status: 1,
      sportKey: 'soccer',
      nameA: 'A',
      nameB: 'B',
    },
    market,
    outcome,
    categoryName: 'X',
  });
};

const account = { isLoggedIn: true, currency: 'EUR', subunits: 100, balance: 10_000 };

function readyStore() {
  const store = createQuickBetStore(memory());
  store.setAccount(account);
  store.update((q) => ({ ...q, isEnabled: true, stake: 200, isApproved: true }));
  return store;
}

const deps = (store: ReturnType<typeof createQuickBetStore>, place = vi.fn()) => ({
  store,
  deviceId: 'd',
  place,
  newKey: () => 'quick-key-1',
  askSignIn: vi.fn(),
  notify: vi.fn(),
});

describe('quick bet store (spec §4, §9 stored key "quick bet")', () => {
  it('keeps its settings across a reload', () => {
    const storage = memory();
    const store = createQuickBetStore(storage);
    store.setAccount(account);
    store.update((q) => ({ ...q, isEnabled: true, stake: 300 }));
    const raw = storage.getItem(QUICK_BET_STORAGE_KEY);
    expect(readStoredQuickBet(raw, 'EUR')).toMatchObject({ isEnabled: true, stake: 300 });
    expect(readStoredQuickBet('garbage', 'EUR').isEnabled).toBe(false);
  });

  it('refuses stored settings with a wrong field and keeps only the four settings', () => {
    const good = { isEnabled: true, stake: 300, currency: 'USD', isApproved: true };
    expect(readStoredQuickBet(JSON.stringify({ ...good, extra: 1 }), 'EUR')).not.toHaveProperty(
      'extra',
    );
    expect(readStoredQuickBet(JSON.stringify(good), 'EUR')).toMatchObject(good);
    for (const wrong of [{ stake: -1 }, { stake: 2.5 }, { currency: '' }, { isApproved: 'yes' }])
      expect(readStoredQuickBet(JSON.stringify({ ...good, ...wrong }), 'EUR')).toMatchObject({
        isEnabled: false,
        currency: 'EUR',
      });
  });

  it('turns off when the balance is below the stake or zero, and when signed out', () => {
    const on = {
      ...readStoredQuickBet(null, 'EUR'),
      isEnabled: true,
      stake: 500,
      isApproved: true,
    };
    expect(quickBetForAccount(on, { ...account, balance: 499 }).isEnabled).toBe(false);
    expect(quickBetForAccount(on, { ...account, balance: 0 }).isEnabled).toBe(false);
    expect(quickBetForAccount(on, { ...account, balance: 500 }).isEnabled).toBe(true);
    expect(quickBetForAccount(on, { ...account, isLoggedIn: false }).isEnabled).toBe(false);
  });

  it('a new currency unapproves it and resets the stake', () => {
    const on = {
      ...readStoredQuickBet(null, 'EUR'),
      isEnabled: true,
      stake: 500,
      isApproved: true,
    };
    expect(quickBetForAccount(on, { ...account, currency: 'USD' })).toMatchObject({
      stake: 0,
      isApproved: false,
    });
  });
});

describe('placing a quick bet', () => {
  it('places one single with quick: true, PROCESSING then SUCCESS', async () => {
    const store = readyStore();
    const place = vi.fn().mockImplementation(() => {
      expect(store.get().quickBet.state).toBe('PROCESSING');
      return Promise.resolve({ ok: true, bets: [{ betId: 'q1' }] });
    });
    expect(await placeQuickBet(live(2.5), deps(store, place))).toBe('SUCCESS');
    const [payload] = place.mock.calls[0] as [
      { meta: { quick: boolean; type: string }; bets: { stake: { value: number } }[] },
    ];
    expect(payload.meta).toMatchObject({ quick: true, type: 'single' });
    expect(payload.bets[0]?.stake.value).toBe(200);
    expect(store.get().quickBet.bet).toEqual({ betId: 'q1' });
  });

  it('is refused with error.potential_win.equal_or_less when the win is not above the stake', async () => {
    const store = readyStore();
    const d = deps(store);
    // 1.001 x 2.00 floors to 2.00: not above the stake
    await placeQuickBet(live(1.001), d);
    expect(d.notify).toHaveBeenCalledWith('error.potential_win.equal_or_less');
    expect(d.place).not.toHaveBeenCalled();
  });

  it('shows the per-bet server message on ERROR', async () => {
    const store = readyStore();
    const place = vi.fn().mockResolvedValue({
      ok: false,
      response: {
        status: 422,
        code: 'error.place_bets.insufficient_balance',
        message: 'no money',
        errorsByBet: { '0': { code: 'x', localizedMessage: 'Balance too low' } },
      },
    });
    expect(await placeQuickBet(live(2), deps(store, place))).toBe('ERROR');
    expect(store.get().quickBet.error?.message).toBe('Balance too low');
  });
});
