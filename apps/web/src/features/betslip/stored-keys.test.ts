import { describe, expect, it } from 'vitest';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import {
  clearTicket,
  placingFailed,
  placingSucceeded,
  startPlacing,
} from '@sportsbook/betting/ticket/state';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { SharedBet } from '@/api/share-code';
import {
  forgetSharedBetsWhenEmpty,
  readSharedBets,
  restoreSharedBets,
  SHARED_BETS_KEY,
} from './shared-bets-session';
import { TICKET_STATE_KEY } from './stored-ticket-state';
import { memoryStorage, OPTIONS, selection } from './test-fixtures';
import { createTicketStore } from './ticket-store';

const staked = (): Ticket =>
  setStake(addSelection(clearTicket(), selection(1, 0), OPTIONS), 0, 5_00, 'stake');
const placed = { betId: 'b-1', createdAt: '2026-01-01T00:00:00Z' } as unknown as PlacedBet;

describe('spec §9 stored key "ticket state" (sessionStorage)', () => {
  it('a reload keeps the receipt of a placement and then forgets it with a new slip', () => {
    const [local, session] = [memoryStorage(), memoryStorage()];
    const store = createTicketStore(local, session);
    store.setTicket(staked());
    store.setTicket((t) => placingSucceeded(startPlacing(t), [placed]));
    const reloaded = createTicketStore(local, session);
    expect(reloaded.getTicket()).toMatchObject({ state: 'SUCCESS', placedBets: [placed] });
    reloaded.setTicket((t) => ({ ...t, state: 'INITIAL', placedBets: [] }));
    expect(session.getItem(TICKET_STATE_KEY)).toBeNull();
    expect(createTicketStore(local, session).getTicket().state).toBe('INITIAL');
  });

  it('a reload keeps a placement error; a running placement is not kept', () => {
    const [local, session] = [memoryStorage(), memoryStorage()];
    const store = createTicketStore(local, session);
    store.setTicket(staked());
    store.setTicket(startPlacing);
    expect(session.getItem(TICKET_STATE_KEY)).toBeNull();
    const error = {
      messagesByBet: {},
      message: 'Not enough balance',
      isWrongOddsError: false,
      code: 'x',
    };
    store.setTicket((t) => placingFailed(t, error, { unauthorized: false }).ticket);
    expect(createTicketStore(local, session).getTicket()).toMatchObject({ state: 'ERROR', error });
  });

  it('a tampered value, or a state without bets, is ignored', () => {
    const [local, session] = [memoryStorage(), memoryStorage()];
    createTicketStore(local).setTicket(staked());
    session.setItem(TICKET_STATE_KEY, '{"state":"SUCCESS","placedBets":"no"}');
    expect(createTicketStore(local, session).getTicket().state).toBe('INITIAL');
    session.setItem(TICKET_STATE_KEY, JSON.stringify({ state: 'SUCCESS', placedBets: [placed] }));
    expect(createTicketStore(memoryStorage(), session).getTicket().state).toBe('INITIAL');
  });
});

const shared = (currency: string): SharedBet[] => [
  {
    type: 'single',
    stake: { value: 2_00, currency },
    selections: [
      {
        matchId: 1,
        matchUrnId: 'sr:match:1',
        matchSlug: 'home-1-away-1',
        matchStatus: 0,
        nameA: 'Home 1',
        nameB: 'Away 1',
        sportKey: 'soccer',
        categoryName: 'England',
        tournamentName: 'Premier',
        provider: 'betradar',
        marketId: 1,
        marketName: '1X2',
        specifier: '',
        outcomeId: '1',
        outcomeName: 'Home',
        odds: 2,
        currentOdds: 2.1,
        active: true,
      },
    ],
  },
];
const EUR = { code: 'EUR', subunits: 100 };

describe('restored shared bets are kept in session storage (spec §4 shared bet restore)', () => {
  it('a code restores its bets and keeps them as shared', async () => {
    const session = memoryStorage();
    const store = createTicketStore(memoryStorage());
    const outcome = await restoreSharedBets('ABCD12', {
      store,
      session,
      currency: EUR,
      load: () => Promise.resolve({ kind: 'bets', bets: shared('EUR') }),
    });
    expect(outcome).toBe('restored');
    expect(store.getTicket().bets.map((b) => [b.stake, b.stakeSource])).toEqual([[200, 'sharing']]);
    expect(readSharedBets(session)).toEqual(shared('EUR'));
  });

  it('on a load without a code they come back when the slip lost them, in the bettor currency', async () => {
    const session = memoryStorage();
    session.setItem(SHARED_BETS_KEY, JSON.stringify(shared('EUR')));
    const store = createTicketStore(memoryStorage());
    const usd = { code: 'USD', subunits: 100 };
    expect(await restoreSharedBets(null, { store, session, currency: usd })).toBe('restored');
    expect(store.getTicket().bets.map((b) => [b.currency, b.stake])).toEqual([['USD', 0]]);
    // a slip with bets of its own is left alone
    expect(await restoreSharedBets(null, { store, session, currency: usd })).toBeNull();
  });

  it('an emptied slip forgets them; a tampered value is none', async () => {
    const session = memoryStorage();
    const store = createTicketStore(memoryStorage());
    forgetSharedBetsWhenEmpty(store, session);
    await restoreSharedBets('ABCD12', {
      store,
      session,
      currency: EUR,
      load: () => Promise.resolve({ kind: 'bets', bets: shared('EUR') }),
    });
    store.setTicket(clearTicket());
    expect(session.getItem(SHARED_BETS_KEY)).toBeNull();
    session.setItem(SHARED_BETS_KEY, '[{"type":"single"}]');
    expect(readSharedBets(session)).toEqual([]);
    expect(await restoreSharedBets(null, { store, session, currency: EUR })).toBeNull();
  });

  it('an unknown code is the not-found text and keeps nothing', async () => {
    const session = memoryStorage();
    const store = createTicketStore(memoryStorage());
    const outcome = await restoreSharedBets('NOPE0000', {
      store,
      session,
      currency: EUR,
      load: () => Promise.resolve({ kind: 'not-found', text: 'link-not-found' }),
    });
    expect(outcome).toBe('link-not-found');
    expect(session.getItem(SHARED_BETS_KEY)).toBeNull();
    expect(store.getTicket().bets).toEqual([]);
  });
});
