import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { applyOddsUpdate } from '@sportsbook/betting/ticket/odds-update';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import en from '@/i18n/messages/en.json';
import type { MessageTree } from '../slip-messages';
import { market, OPTIONS, selection, slipEnv } from '../test-fixtures';
import { ticketStore } from '../ticket-store';
import { Slip } from './slip';

const m = en.betslip as MessageTree;
const env = slipEnv();

const stakeInput = () => screen.getByTestId<HTMLInputElement>('stake-input');
const winInput = () => screen.getByTestId<HTMLInputElement>('win-input');

afterEach(() => {
  ticketStore.setTicket(clearTicket());
  localStorage.clear();
});

describe('a stake typed as the wanted potential win (spec §3 stakeSource, §4 odds update)', () => {
  it('derives the stake, rounded down, and rescales it when the odds move', () => {
    // a single at 3.00
    act(() => ticketStore.setTicket(addSelection(clearTicket(), selection(1, 1), OPTIONS)));
    render(<Slip env={env} messages={m} />);
    fireEvent.change(winInput(), { target: { value: '10' } });
    // 3.33 x 3.00 = 9.99, the most that wins at most 10.00
    expect(ticketStore.getTicket().bets[0]).toMatchObject({
      stake: 333,
      stakeSource: 'potential_win',
    });
    expect(stakeInput().value).toBe('3.33');
    expect(screen.getByText(m.wantedWinHint as string)).toBeTruthy();
    // 3.00 -> 2.00: 3.33 x 3 / 2 = 4.995, floored to 4.99
    act(() => ticketStore.setTicket((t) => applyOddsUpdate(t, [market(1, [2, 2, 4])], 'any')));
    expect(ticketStore.getTicket().bets[0]?.stake).toBe(499);
    fireEvent.blur(winInput());
    expect(stakeInput().value).toBe('4.99');
    expect(winInput().value).toBe('9.98');
  });

  it('a stake typed as a stake shows its win and is not rescaled', () => {
    act(() => ticketStore.setTicket(addSelection(clearTicket(), selection(1, 1), OPTIONS)));
    render(<Slip env={env} messages={m} />);
    fireEvent.change(stakeInput(), { target: { value: '5' } });
    expect(winInput().value).toBe('15.00');
    expect(winInput().dataset.stakeSource).toBe('stake');
    act(() => ticketStore.setTicket((t) => applyOddsUpdate(t, [market(1, [2, 2, 4])], 'any')));
    expect(ticketStore.getTicket().bets[0]?.stake).toBe(500);
  });

  it('an amount with too many decimals is refused with the stake hint', () => {
    act(() => ticketStore.setTicket(addSelection(clearTicket(), selection(1, 1), OPTIONS)));
    render(<Slip env={env} messages={m} />);
    fireEvent.change(winInput(), { target: { value: '10.001' } });
    expect(winInput().getAttribute('aria-invalid')).toBe('true');
    expect(ticketStore.getTicket().bets[0]?.stake).toBe(0);
  });
});
