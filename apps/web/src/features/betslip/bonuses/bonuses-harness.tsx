import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import { bonusesFetch, wireAvailable } from '@/api/bet-bonuses-fixtures';
import en from '@/i18n/messages/en.json';
import { Slip } from '../components/slip';
import type { SlipEnv } from '../slip-env';
import type { MessageTree } from '../slip-messages';
import { OPTIONS, selection, slipEnv } from '../test-fixtures';
import { ticketStore } from '../ticket-store';
import { acceptBonus } from './declined';

// The slip's bonus tests: POST /bonuses stubbed per case, the slip rendered for a signed-in player.

const m = en.betslip as MessageTree;
const MULTI_SINGLE = { betradar: true };

export const env = (multiActiveFreebets = false): SlipEnv =>
  slipEnv({
    isLoggedIn: true,
    balance: 100_000,
    stakePresets: [5, 10],
    currency: CURRENCIES.EUR,
    bonuses: { isVerified: true, multiActiveFreebets },
    multiSingleAvailableByProvider: MULTI_SINGLE,
  });

/** What POST /bonuses answers for each bet of the body (the slip's bets, in order). */
export const server: Parameters<typeof bonusesFetch>[0] = {
  offer: () => wireAvailable(),
  sent: [],
};

/** Stubs POST /bonuses and resets the slip and the declined bonuses after each test. */
export function stubBonusServer(): void {
  beforeEach(() => {
    server.sent.length = 0;
    vi.stubGlobal('fetch', bonusesFetch(server));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ticketStore.setTicket(clearTicket());
    localStorage.clear();
    for (const id of ['cb-1', 'fb-1', 'fb-2', 'hunting-1', 'tournament-1']) acceptBonus(id);
  });
}

/** A combo of `count` selections at 2.00 (outcome 0 of [2, 3, 4]) of distinct matches. */
export const slipOf = (count: number, stake = 1000): Ticket =>
  setStake(
    Array.from({ length: count }, (_, i) => selection(i + 1, 0)).reduce<Ticket>(
      (t, s) => addSelection(t, s, OPTIONS),
      clearTicket(),
    ),
    0,
    stake,
    'stake',
  );

/** `count` singles at 2.00 (multi-single allowed for the provider). */
export const singlesOf = (count: number): Ticket =>
  Array.from({ length: count }, (_, i) => selection(i + 1, 0)).reduce<Ticket>(
    (t, s) => addSelection(t, s, { ...OPTIONS, multiSingleAvailableByProvider: MULTI_SINGLE }),
    clearTicket(),
  );

export const show = (ticket: Ticket) => act(() => ticketStore.setTicket(ticket));
export const renderSlip = (slipEnvValue = env()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Slip env={slipEnvValue} messages={m} />
    </QueryClientProvider>,
  );
};
export const bonuses = () => screen.findByTestId('bet-bonuses');
export const betAt = (index: number) => ticketStore.getTicket().bets[index];
export const bet0 = () => betAt(0);
