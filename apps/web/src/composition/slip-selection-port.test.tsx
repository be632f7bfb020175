import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectionFromOutcome } from '@sportsbook/betting/ticket/selection';
import { addSelection } from '@sportsbook/betting/ticket/construction';
import { clearTicket } from '@sportsbook/betting/ticket/state';
import type { Market } from '@sportsbook/betting/catalog/types';
import { OddsButton, OddsMessagesProvider, SelectionPortProvider } from '@/catalogue/odds';
import { ticketStore } from '@/features/betslip';
import en from '@/i18n/messages/en.json';
import { createSlipSelectionPort } from './slip-selection-port';

const outcome = { id: 'sr:match:7/1/1/', outcomeId: '1', name: 'Home', active: true, odds: 2.5 };
const market: Market = {
  matchUrnId: 'sr:match:7',
  marketId: 1,
  name: '1X2',
  status: 1,
  specifier: '',
  provider: 'betradar',
  outcomes: [outcome],
};
const intent = {
  matchId: 7,
  matchUrnId: 'sr:match:7',
  marketId: 1,
  specifier: '',
  outcomeId: '1',
  outcomeKey: outcome.id,
  odds: 2.5,
  provider: 'betradar',
};
const inSlip = selectionFromOutcome({
  match: {
    id: 7,
    urnId: 'sr:match:7',
    slug: 'a-b',
    status: 0,
    sportKey: 'soccer',
    nameA: 'A',
    nameB: 'B',
  },
  market,
  outcome,
  categoryName: 'England',
});
const options = { currency: 'EUR', subunits: 100, multiSingleAvailableByProvider: {} };

function renderButton(select = vi.fn()) {
  const { port, setRules } = createSlipSelectionPort();
  setRules(select);
  render(
    <OddsMessagesProvider messages={en.odds}>
      <SelectionPortProvider port={port}>
        <OddsButton outcome={outcome} label="Home" suspended={false} selection={intent} />
      </SelectionPortProvider>
    </OddsMessagesProvider>,
  );
  return { select, button: screen.getByRole('button', { name: 'Home, 2.50' }) };
}

afterEach(() => {
  ticketStore.setTicket(clearTicket());
  localStorage.clear();
});

describe('odds buttons read the slip’s ticket (one selection store)', () => {
  it('a button is pressed while the ticket holds its outcome, whoever changed the ticket', () => {
    const { button } = renderButton();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => ticketStore.setTicket((t) => addSelection(t, inSlip, options)));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    act(() => ticketStore.setTicket(clearTicket()));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('a click is handed to the slip’s rules with what the button carries', async () => {
    const { select, button } = renderButton();
    await userEvent.click(button);
    expect(select).toHaveBeenCalledWith(intent);
  });
});
