import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { applyOddsUpdate } from '@sportsbook/betting/ticket/odds-update';
import { clearTicket, placingFailed, startPlacing } from '@sportsbook/betting/ticket/state';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type * as bets from '@/api/bets';
import { placeBets, type PlacementResult } from '@/api/bets';
import { wireBet } from '@/api/my-bets-fixtures';
import { toPlacedBet } from '@/api/my-bets';
import en from '@/i18n/messages/en.json';
import type { SlipEnv } from '../slip-env';
import { SlipEnvProvider } from '../slip-env';
import type { MessageTree } from '../slip-messages';
import { market, OPTIONS, selection } from '../test-fixtures';
import { ticketStore } from '../ticket-store';
import { BetPanelView } from './bet-panel-view';
import { Slip } from './slip';

vi.mock('@/api/bets', async (actual) => ({
  ...(await actual<typeof bets>()),
  placeBets: vi.fn(),
  getMaxStakes: vi.fn(),
}));
const place = vi.mocked(placeBets);

const m = en.betslip as MessageTree;
const envOf = (extra: Partial<SlipEnv> = {}): SlipEnv => ({
  locale: 'en',
  isLoggedIn: true,
  currency: CURRENCIES.EUR,
  balance: 100_000,
  stakePresets: [5, 10],
  acceptMode: 'none',
  setAcceptMode: vi.fn(),
  multiSingleAvailableByProvider: {},
  betLimits: null,
  askSignIn: vi.fn(),
  formatOdds: (odds) => odds.toFixed(2),
  deviceId: 'device-1',
  ...extra,
});

const home = selection(1, 0); // 2.00
const draw2 = selection(2, 1); // 3.00
const away3 = selection(3, 2); // 4.00
const slipOf = (...selections: ReturnType<typeof selection>[]): Ticket =>
  selections.reduce<Ticket>((t, s) => addSelection(t, s, OPTIONS), clearTicket());
const show = (ticket: Ticket) => act(() => ticketStore.setTicket(ticket));
const renderSlip = (env = envOf()) => render(<Slip env={env} messages={m} />);
const placeButton = () => screen.getByTestId('place-bet');

beforeEach(() => {
  place.mockReset();
});
afterEach(() => {
  ticketStore.setTicket(clearTicket());
  localStorage.clear();
});

describe('bet slip states (spec §4 ticket)', () => {
  it('empty: the panel invites the bettor to tap odds', () => {
    render(
      <SlipEnvProvider env={envOf()}>
        <BetPanelView variant="sheet" messages={m} />
      </SlipEnvProvider>,
    );
    expect(screen.getByText(m.empty as string)).toBeTruthy();
    expect(screen.queryByTestId('bet-slip')).toBeNull();
  });

  it('single: the selection, its odds, one stake, and the potential win of the stake typed', async () => {
    show(slipOf(home));
    renderSlip();
    const row = screen.getByTestId('slip-selection');
    expect(within(row).getByText('Home')).toBeTruthy();
    expect(within(row).getByTestId('slip-odds').textContent).toBe('2.00');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(placeButton().hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake (EUR)' }), '10');
    expect(screen.getByTestId('total-stake').textContent).toBe('€10.00');
    expect(screen.getByTestId('potential-win').textContent).toBe('€20.00');
    expect(placeButton().textContent).toBe('Place bet');
    expect(placeButton().hasAttribute('disabled')).toBe(false);
  });

  it('with the potential win hidden by the site: no win row and no win input (spec §3)', async () => {
    show(slipOf(home));
    renderSlip(envOf({ potentialWinVisible: false }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake (EUR)' }), '10');
    expect(screen.getByTestId('total-stake').textContent).toBe('€10.00');
    expect(screen.queryByTestId('potential-win')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('a stake preset sets the stake; a stake with too many decimals is refused with a hint', async () => {
    show(slipOf(home));
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByTestId('total-stake').textContent).toBe('€5.00');
    const input = screen.getByRole('textbox', { name: 'Stake (EUR)' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.234');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount with at most 2 decimals.')).toBeTruthy();
  });

  it('combo: two matches combine, with the product of their odds; no singles where the provider forbids them', () => {
    show(slipOf(home, draw2));
    renderSlip();
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(2);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Combo' }).checked).toBe(true);
    expect(screen.getByTestId('total-odds').textContent).toBe('6.00');
    expect(screen.queryByRole('radio', { name: 'Single' })).toBeNull();
  });

  it('singles: each selection has its own stake and the button counts the bets staked', async () => {
    show(slipOf(home, draw2));
    renderSlip(envOf({ multiSingleAvailableByProvider: { betradar: true } }));
    await userEvent.click(screen.getByRole('radio', { name: 'Single' }));
    expect(screen.getAllByTestId('stake-input')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake for Home (EUR)' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake for Draw (EUR)' }), '2');
    expect(placeButton().textContent).toBe('Place 2 bets');
    expect(screen.getByTestId('total-stake').textContent).toBe('€5.00');
  });

  it('system: three selections offer a system type with its lines', async () => {
    show(slipOf(home, draw2, away3));
    renderSlip();
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    const picker = screen.getByTestId<HTMLSelectElement>('system-type');
    expect([...picker.options].map((o) => o.text)).toContain('2 from 3 (3 lines)');
  });

  it('system: the explainer names its line count closed and lists the lines once opened', async () => {
    show(slipOf(home, draw2, away3));
    renderSlip();
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    const toggle = screen.getByTestId('explainer-toggle');
    expect(toggle.textContent).toContain('3');
    expect(screen.queryAllByTestId('explainer-line')).toHaveLength(0);
    await userEvent.click(toggle);
    const lines = screen.getAllByTestId('explainer-line');
    expect(lines).toHaveLength(3);
    // 2 from 3 over 2.00, 3.00, 4.00: the lines' odds are 6.00, 8.00 and 12.00
    expect(lines.map((l) => l.querySelectorAll('td')[2]?.textContent).sort()).toEqual([
      '12.00',
      '6.00',
      '8.00',
    ]);
  });

  it('removing a selection takes it off the slip', async () => {
    show(slipOf(home, draw2));
    renderSlip();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Home' }));
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
    expect(ticketStore.getTicket().bets[0]?.selections[0]?.id).toBe(draw2.id);
  });

  it('odds changed: the move is shown and must be accepted before placing', async () => {
    const staked = setStake(slipOf(home), 0, 1000, 'stake');
    show(applyOddsUpdate(staked, [market(1, [2.5, 3, 4])], 'none'));
    renderSlip();
    expect(screen.getByTestId('bet-slip').getAttribute('data-state')).toBe('ODDS_CHANGED');
    expect(screen.getByText('Odds changed from 2.00 to 2.50')).toBeTruthy();
    expect(screen.getByTestId('slip-selection').getAttribute('data-move')).toBe('up');
    expect(screen.getByRole('status').textContent).toBe(m.oddsChanged);
    expect(placeButton().hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(screen.queryByTestId('odds-changed')).toBeNull();
    expect(placeButton().hasAttribute('disabled')).toBe(false);
  });

  it('a suspended selection is locked and can be cleaned up', async () => {
    show(applyOddsUpdate(slipOf(home, draw2), [market(1, [2, 3, 4], -1)], 'none'));
    renderSlip();
    const [locked] = screen.getAllByTestId('slip-selection');
    expect(locked?.getAttribute('data-locked')).toBe('true');
    expect(within(locked as HTMLElement).getByTestId('slip-odds').textContent).toBe('Suspended');
    await userEvent.click(screen.getByRole('button', { name: 'Remove unavailable selections' }));
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
  });

  it('placing: the slip is busy and nothing can be changed', () => {
    show(startPlacing(setStake(slipOf(home), 0, 1000, 'stake')));
    renderSlip();
    expect(screen.getByTestId('bet-slip').getAttribute('aria-busy')).toBe('true');
    expect(placeButton().textContent).toBe('Placing your bet…');
    expect(placeButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove Home' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('stake-input').hasAttribute('disabled')).toBe(true);
  });

  it('error: the server’s message is shown as an alert, translated', () => {
    const placing = startPlacing(setStake(slipOf(home), 0, 1000, 'stake'));
    const error = {
      code: 'insufficient_balance',
      message: 'error.place_bets.insufficient_balance',
      messagesByBet: {},
      isWrongOddsError: false,
    };
    show(placingFailed(placing, error, { unauthorized: false }).ticket);
    renderSlip();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Bet not placed');
    expect(alert.textContent).toContain('Not enough balance for this stake.');
  });

  it('placing then the receipt: the bet is sent and its id shown', async () => {
    let answer: (result: PlacementResult) => void = () => undefined;
    place.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show(setStake(slipOf(home), 0, 1000, 'stake'));
    renderSlip();
    await userEvent.click(placeButton());
    expect(placeButton().textContent).toBe('Placing your bet…');
    expect(place).toHaveBeenCalledTimes(1);
    await act(async () => answer({ ok: true, bets: [toPlacedBet(wireBet({ bet_id: 'B-42' }))] }));
    const receipt = screen.getByTestId('bet-receipt');
    expect(within(receipt).getByTestId('bet-id').textContent).toBe('B-42');
    expect(within(receipt).getByText('Bet placed')).toBeTruthy();
  });

  it('signed out: the button asks to sign in instead of placing', async () => {
    const env = envOf({ isLoggedIn: false });
    show(setStake(slipOf(home), 0, 1000, 'stake'));
    renderSlip(env);
    expect(screen.queryByTestId('place-bet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to place bets' }));
    expect(env.askSignIn).toHaveBeenCalled();
    expect(place).not.toHaveBeenCalled();
  });

  it('a stake above the balance offers a deposit (spec §2 deposit modals)', async () => {
    const env = envOf({ balance: 500, askDeposit: vi.fn() });
    show(setStake(slipOf(home), 0, 1000, 'stake'));
    renderSlip(env);
    const offer = screen.getByTestId('slip-low-balance');
    expect(offer.textContent).toContain('Your balance is lower than the stake.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Deposit' }));
    expect(env.askDeposit).toHaveBeenCalledTimes(1);
  });

  it('no deposit offer while the balance covers the stake, or when signed out', () => {
    show(setStake(slipOf(home), 0, 1000, 'stake'));
    const covered = renderSlip(envOf({ balance: 1000, askDeposit: vi.fn() }));
    expect(screen.queryByTestId('slip-low-balance')).toBeNull();
    covered.unmount();
    renderSlip(envOf({ isLoggedIn: false, balance: null, askDeposit: vi.fn() }));
    expect(screen.queryByTestId('slip-low-balance')).toBeNull();
  });
});
