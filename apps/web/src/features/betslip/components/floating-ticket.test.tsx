import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import en from '@/i18n/messages/en.json';
import { opensSheet } from '../panel-store';
import { SlipEnvProvider } from '../slip-env';
import type { MessageTree } from '../slip-messages';
import { OPTIONS, selection, slipEnv } from '../test-fixtures';
import { ticketStore } from '../ticket-store';
import { FloatingTicket } from './floating-ticket';

const env = slipEnv();
const m = en.betslip as MessageTree;

afterEach(() => {
  ticketStore.setTicket(clearTicket());
  localStorage.clear();
});

describe('the first selection on a phone (spec §2 panel opens, §3 floating ticket)', () => {
  it.each([
    [0, 1, false, true],
    [0, 1, true, false],
    [1, 2, false, false],
    [2, 0, false, false],
  ])('%i -> %i selections, floating %s: opens the sheet %s', (before, after, floating, opens) => {
    expect(opensSheet(before, after, floating)).toBe(opens);
  });

  it('the floating mini-slip shows the count and total odds, and its button opens the panel', () => {
    const onOpen = vi.fn();
    render(
      <SlipEnvProvider env={env}>
        <FloatingTicket messages={m} onOpen={onOpen} />
      </SlipEnvProvider>,
    );
    expect(screen.queryByTestId('floating-ticket')).toBeNull();
    // a combo at 2.00 x 3.00
    act(() =>
      ticketStore.setTicket(
        addSelection(
          addSelection(clearTicket(), selection(1, 0), OPTIONS),
          selection(2, 1),
          OPTIONS,
        ),
      ),
    );
    expect(screen.getByTestId('floating-ticket-count').textContent).toBe('Selections: 2');
    expect(screen.getByTestId('floating-ticket-odds').textContent).toBe('6.00');
    fireEvent.click(screen.getByRole('button', { name: 'Open bet slip' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
