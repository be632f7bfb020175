import { describe, expect, it } from 'vitest';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import { startPlacing } from '@sportsbook/betting/ticket/state';
import { EMPTY_TICKET, type Ticket } from '@sportsbook/betting/ticket/types';
import { followCurrency, isCurrencyKnown } from './slip-currency';
import { memoryStorage, OPTIONS, selection } from './test-fixtures';
import { BETS_STORAGE_KEY, createTicketStore, parseStoredBets } from './ticket-store';

const staked = (): Ticket =>
  setStake(addSelection(EMPTY_TICKET, selection(1, 0), OPTIONS), 0, 5_00, 'stake');

describe('switching the account currency (spec §4 changed currency)', () => {
  it('the bets take the new currency, stake 0 and stakeSource sharing, and are stored so', () => {
    const storage = memoryStorage();
    const store = createTicketStore(storage);
    store.setTicket(staked());
    followCurrency(store, { code: 'BTC', subunits: 100_000_000 });
    expect(
      store.getTicket().bets.map((b) => [b.currency, b.subunits, b.stake, b.stakeSource]),
    ).toEqual([['BTC', 100_000_000, 0, 'sharing']]);
    expect(parseStoredBets(storage.getItem(BETS_STORAGE_KEY))[0]?.currency).toBe('BTC');
  });

  it('the same currency keeps the slip; a running placement keeps its stakes', () => {
    const store = createTicketStore(memoryStorage());
    const ticket = staked();
    store.setTicket(ticket);
    followCurrency(store, { code: ticket.bets[0]?.currency ?? '', subunits: 100 });
    expect(store.getTicket()).toBe(ticket);
    const placing = startPlacing(ticket);
    store.setTicket(placing);
    followCurrency(store, { code: 'USD', subunits: 100 });
    expect(store.getTicket()).toBe(placing);
  });

  it.each([
    ['unknown', true, false, false],
    ['pending', true, true, false],
    ['notLoggedIn', false, false, false],
    ['notLoggedIn', true, false, true],
    ['loggedIn', true, false, false],
    ['loggedIn', true, true, true],
  ] as const)(
    'status %s, system %s, player %s: currency known %s',
    (status, system, player, known) => {
      expect(isCurrencyKnown(status, system, player)).toBe(known);
    },
  );
});
