import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { addSelection, removeSelection } from '@sportsbook/betting/ticket/construction';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { AvailableBonusesWire } from '@sportsbook/contract/promotions';
import { bonusBetsBodySchema } from '@sportsbook/contract/promotions';
import type * as bets from '@/api/bets';
import { placeBets } from '@/api/bets';
import {
  wireAvailable,
  wireComboboost,
  wireFarming,
  wireFreebet,
} from '@/api/bet-bonuses-fixtures';
import en from '@/i18n/messages/en.json';
import { Slip } from '../components/slip';
import type { SlipEnv } from '../slip-env';
import type { MessageTree } from '../slip-messages';
import { OPTIONS, selection, slipEnv } from '../test-fixtures';
import { ticketStore } from '../ticket-store';
import { acceptBonus } from './declined';

vi.mock('@/api/bets', async (actual) => ({
  ...(await actual<typeof bets>()),
  placeBets: vi.fn(),
  getMaxStakes: vi.fn(),
}));
const place = vi.mocked(placeBets);

const m = en.betslip as MessageTree;
const env = (multiActiveFreebets = false): SlipEnv =>
  slipEnv({
    isLoggedIn: true,
    balance: 100_000,
    stakePresets: [5, 10],
    currency: CURRENCIES.EUR,
    bonuses: { isVerified: true, multiActiveFreebets },
  });

/** What POST /bonuses answers for each bet of the body (the slip's bets, in order). */
let offer: (betIndex: number) => AvailableBonusesWire = () => wireAvailable();
const sentBodies: unknown[] = [];

beforeEach(() => {
  place.mockReset();
  sentBodies.length = 0;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (!new URL(url, 'http://x').pathname.endsWith('/v2/bonuses'))
      return Promise.reject(new Error(`no ${url}`));
    const body = bonusBetsBodySchema.parse(JSON.parse(init?.body as string));
    sentBodies.push(body);
    return Promise.resolve(
      new Response(JSON.stringify({ data: body.bets.map((_, i) => offer(i)) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  ticketStore.setTicket(clearTicket());
  localStorage.clear();
  for (const id of ['cb-1', 'fb-1', 'fb-2', 'hunting-1']) acceptBonus(id);
});

// selections at 2.00 (outcome 0 of [2, 3, 4]) of distinct matches
const slipOf = (count: number, stake = 1000): Ticket =>
  setStake(
    Array.from({ length: count }, (_, i) => selection(i + 1, 0)).reduce<Ticket>(
      (t, s) => addSelection(t, s, OPTIONS),
      clearTicket(),
    ),
    0,
    stake,
    'stake',
  );
const show = (ticket: Ticket) => act(() => ticketStore.setTicket(ticket));
const renderSlip = (slipEnvValue = env()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Slip env={slipEnvValue} messages={m} />
    </QueryClientProvider>,
  );
};
const bonuses = () => screen.findByTestId('bet-bonuses');
const bet0 = () => ticketStore.getTicket().bets[0];

describe('the default bonus when bonuses arrive (spec §4)', () => {
  it('a 4-selection combo takes the comboboost: boosted odds and win shown before placing', async () => {
    offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    // 4 suitable selections: the 4..20 range, x1.10
    await waitFor(() =>
      expect(bet0()?.bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.1 }),
    );
    const toggle = within(box).getByTestId('bonus-comboboost');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(within(box).getByText('Combo boost ×1.10 (+10%)')).toBeTruthy();
    // 2.00^4 = 16.00, x1.10 = 17.60; 10.00 x 17.60 = 176.00
    expect(within(box).getByTestId('bet-boosted-odds').textContent).toBe('17.60');
    expect(screen.getByTestId('boosted-odds').textContent).toBe('17.60');
    expect(screen.getByTestId('potential-win').textContent).toBe('€176.00');
    expect(sentBodies[0]).toEqual({
      bets: [
        {
          type: 'combo',
          selections: [1, 2, 3, 4].map((id) => ({
            match_id: id,
            market_id: 1,
            specifier: '',
            outcome_id: '1',
            odds: 2,
          })),
        },
      ],
    });
  });

  it('hunting comes before the comboboost', async () => {
    offer = () => wireAvailable({ comboboost: wireComboboost(), hunting: wireFarming('hunting') });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    await waitFor(() => expect(bet0()?.bonus).toEqual({ id: 'hunting-1', type: 'hunting' }));
    expect(within(box).getByTestId<HTMLInputElement>('bonus-hunting').checked).toBe(true);
    expect(within(box).getByTestId<HTMLInputElement>('bonus-comboboost').checked).toBe(false);
    expect(within(box).getByText('Hunting: Goal hunt')).toBeTruthy();
  });

  it('a comboboost switched off stays off', async () => {
    offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    await waitFor(() => expect(bet0()?.bonus?.type).toBe('comboboost'));
    await userEvent.click(within(box).getByTestId('bonus-comboboost'));
    expect(bet0()?.bonus).toBeUndefined();
    expect(bet0()?.bonusOdds).toBeUndefined();
    // a later change of the slip (a new stake) does not bring it back
    show(setStake(ticketStore.getTicket(), 0, 2000, 'stake'));
    expect(bet0()?.bonus).toBeUndefined();
    expect(screen.getByTestId('potential-win').textContent).toBe('€320.00');
  });
});

describe('the comboboost hint', () => {
  it('says how many more selections at which odds give which boost', async () => {
    offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(2));
    renderSlip();
    const hint = await screen.findByTestId('comboboost-hint');
    expect(hint.textContent).toBe('Add one more selection at 1.30 or more for +5%.');
    expect(screen.queryByTestId('bonus-comboboost')).toBeNull();
  });

  it('counts in plural and names the next range once a boost applies', async () => {
    offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(1));
    renderSlip();
    expect((await screen.findByTestId('comboboost-hint')).textContent).toBe(
      'Add 2 more selections at 1.30 or more for +5%.',
    );
    show(slipOf(3));
    await waitFor(() =>
      expect(screen.getByTestId('comboboost-hint').textContent).toBe(
        'Add one more selection at 1.30 or more for +10%.',
      ),
    );
  });
});

describe('freebets', () => {
  it('a freebet pays the stake: locked at its amount, paid per variant, removed back to 0', async () => {
    // only_win 5.00 at 2.00 x 2.00 = 4.00: returns 20.00, pays the winnings 15.00
    offer = () => wireAvailable({ freebets: [wireFreebet({ freebet_type: 'only_win' })] });
    show(slipOf(2));
    renderSlip();
    const box = await bonuses();
    const choice = within(box).getByTestId('bonus-freebet');
    expect(within(box).getByText(/Welcome free bet: €5\.00, only win/)).toBeTruthy();
    await userEvent.click(choice);
    expect(bet0()).toMatchObject({ stake: 500, freebetStake: 500, stakeSource: 'freebet' });
    const stake = screen.getByTestId<HTMLInputElement>('stake-input');
    expect(stake.value).toBe('5');
    expect(stake.readOnly).toBe(true);
    expect(screen.queryByRole('group', { name: 'Quick stakes' })).toBeNull();
    expect(screen.queryByTestId('win-input')).toBeNull();
    await userEvent.type(stake, '9');
    expect(bet0()?.stake).toBe(500);
    expect(within(box).getByTestId('bonus-payout').textContent).toBe('€15.00');
    expect(screen.getByTestId('potential-win').textContent).toBe('€15.00');
    expect(within(box).getByTestId('freebet-stake-note').textContent).toContain('€5.00');

    await userEvent.click(within(box).getByRole('radio', { name: 'No free bet' }));
    expect(bet0()?.bonus).toBeUndefined();
    expect(bet0()?.stake).toBe(0);
    expect(screen.getByTestId<HTMLInputElement>('stake-input').readOnly).toBe(false);
  });

  it('a freebet the bet no longer fits is dropped with stake 0 (spec §4)', async () => {
    // needs total odds of 3.00 or more: 2 selections (4.00) fit, one (2.00) does not
    offer = () => wireAvailable({ freebets: [wireFreebet({ min_odds: 3 })] });
    show(slipOf(2));
    renderSlip();
    await userEvent.click(within(await bonuses()).getByTestId('bonus-freebet'));
    expect(bet0()?.stake).toBe(500);
    const second = bet0()?.selections[1]?.id ?? '';
    show(removeSelection(ticketStore.getTicket(), second));
    await waitFor(() => expect(bet0()?.bonus).toBeUndefined());
    expect(bet0()?.stake).toBe(0);
    const choice = within(await bonuses()).getByTestId<HTMLInputElement>('bonus-freebet');
    expect(choice.disabled).toBe(true);
    expect(within(await bonuses()).getByText('Needs total odds of 3.00 or more')).toBeTruthy();
  });

  it('one freebet offered at a time, several when multi-active freebets are allowed', async () => {
    offer = () =>
      wireAvailable({
        freebets: [wireFreebet(), wireFreebet({ id: 'fb-2', name: 'Reload free bet' })],
      });
    show(slipOf(2));
    const { unmount } = renderSlip();
    expect(within(await bonuses()).getAllByTestId('bonus-freebet')).toHaveLength(1);
    unmount();
    renderSlip(env(true));
    expect(within(await bonuses()).getAllByTestId('bonus-freebet')).toHaveLength(2);
  });
});

describe('placing with a bonus', () => {
  it('the payload carries the bonus {id, type, odds}', async () => {
    place.mockResolvedValue({ ok: false, response: undefined });
    offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(4));
    renderSlip();
    await bonuses();
    await waitFor(() => expect(bet0()?.bonus?.type).toBe('comboboost'));
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(place.mock.calls[0]?.[0].bets[0]?.bonus).toEqual({
      id: 'cb-1',
      type: 'comboboost',
      odds: 1.1,
    });
  });

  it("a refusal of the bonus shows the server's message on that bet", async () => {
    place.mockResolvedValue({
      ok: false,
      response: {
        status: 422,
        code: 'bonus_not_applicable',
        message: 'Bonus not applicable',
        errorsByBet: {
          '0': {
            code: 'bonus_not_applicable',
            localizedMessage: 'This free bet cannot be used on this bet.',
          },
        },
      },
    });
    offer = () => wireAvailable({ freebets: [wireFreebet()] });
    show(slipOf(2));
    renderSlip();
    await userEvent.click(within(await bonuses()).getByTestId('bonus-freebet'));
    await userEvent.click(screen.getByTestId('place-bet'));
    expect(place.mock.calls[0]?.[0].bets[0]?.bonus).toEqual({
      id: 'fb-1',
      type: 'freebet_no_risk',
    });
    expect((await screen.findByTestId('bet-error')).textContent).toBe(
      'This free bet cannot be used on this bet.',
    );
  });
});
