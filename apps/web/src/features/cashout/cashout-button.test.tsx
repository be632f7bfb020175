import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { ApiError } from '@/api/errors';
import type * as myBets from '@/api/my-bets';
import { cashOutBet, CASHOUT_AMOUNT_CHANGED, CASHOUT_UNAVAILABLE } from '@/api/my-bets';
import en from '@/i18n/messages/en.json';
import { CashoutButton } from './cashout-button';

vi.mock('@/api/my-bets', async (actual) => ({
  ...(await actual<typeof myBets>()),
  cashOutBet: vi.fn(),
}));
const cashOut = vi.mocked(cashOutBet);

const format = (minor: number) => `€${(minor / 100).toFixed(2)}`;

function renderCashout(offer: number | undefined) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const ui = (current: number | undefined) => (
    <QueryClientProvider client={client}>
      <CashoutButton betId="b1" offer={current} format={format} messages={en.cashout} />
    </QueryClientProvider>
  );
  const view = render(ui(offer));
  return { rerender: (next: number | undefined) => view.rerender(ui(next)) };
}

/** What each POST /bets/cashout sent (the mutation adds its own context argument). */
const sent = () => cashOut.mock.calls.map(([body]) => body);
const dialog = () => screen.getByTestId('cashout-confirm');
const refusal = (code: string, toCashout: number | null) =>
  new ApiError({ status: 409, code, message: code, details: { to_cashout: toCashout } });

beforeEach(() => {
  cashOut.mockReset();
});

describe('cashout confirmation (My Bets)', () => {
  it('offers no button without a cashout offer', () => {
    renderCashout(undefined);
    expect(screen.queryByTestId('cashout-button')).toBeNull();
  });

  it('confirms the amount shown, then tells the result', async () => {
    cashOut.mockResolvedValue({ betId: 'b1', winAmount: 1250 } as PlacedBet);
    renderCashout(1250);
    await userEvent.click(screen.getByRole('button', { name: 'Cash out €12.50' }));
    expect(within(dialog()).getByTestId('cashout-amount').textContent).toBe('€12.50');
    expect(within(dialog()).getByText('Cash out this bet now for €12.50?')).toBeTruthy();
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    expect(sent()).toEqual([{ betId: 'b1', toCashout: 1250 }]);
    expect((await screen.findByTestId('cashout-success')).textContent).toBe('Cashed out €12.50.');
  });

  it('cancel closes the confirmation without cashing out and gives focus back', async () => {
    renderCashout(1250);
    const opener = screen.getByTestId('cashout-button');
    await userEvent.click(opener);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('cashout-confirm')).toBeNull();
    expect(cashOut).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('an offer that moves while confirming is shown old -> new and must be confirmed again', async () => {
    cashOut.mockResolvedValue({ betId: 'b1', winAmount: 1100 } as PlacedBet);
    const { rerender } = renderCashout(1250);
    await userEvent.click(screen.getByTestId('cashout-button'));
    rerender(1100);
    expect(within(dialog()).getByTestId('cashout-changed').textContent).toContain(
      'The cashout offer changed from €12.50 to €11.00.',
    );
    expect(within(dialog()).getByTestId('cashout-amount').textContent).toBe('€11.00');
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    await waitFor(() => expect(sent()).toEqual([{ betId: 'b1', toCashout: 1100 }]));
  });

  it('a refusal with a new amount asks again with old -> new; a second confirmation sends it', async () => {
    cashOut.mockRejectedValueOnce(refusal(CASHOUT_AMOUNT_CHANGED, 900));
    cashOut.mockResolvedValueOnce({ betId: 'b1', winAmount: 900 } as PlacedBet);
    renderCashout(1250);
    await userEvent.click(screen.getByTestId('cashout-button'));
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    const changed = await screen.findByTestId('cashout-changed');
    expect(changed.textContent).toContain('from €12.50 to €9.00');
    expect(dialog().getAttribute('data-step')).toBe('confirming');
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    await waitFor(() =>
      expect(sent()).toEqual([
        { betId: 'b1', toCashout: 1250 },
        { betId: 'b1', toCashout: 900 },
      ]),
    );
    expect((await screen.findByTestId('cashout-success')).textContent).toBe('Cashed out €9.00.');
  });

  it('says so when the offer is gone', async () => {
    cashOut.mockRejectedValue(refusal(CASHOUT_UNAVAILABLE, null));
    renderCashout(1250);
    await userEvent.click(screen.getByTestId('cashout-button'));
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    expect((await screen.findByTestId('cashout-unavailable')).textContent).toBe(
      'Cashout is no longer available for this bet.',
    );
  });

  it('a failed request keeps the confirmation open with an error, to try again', async () => {
    cashOut.mockRejectedValue(new Error('offline'));
    renderCashout(1250);
    await userEvent.click(screen.getByTestId('cashout-button'));
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'The cashout did not go through. Please try again.',
    );
    expect(within(dialog()).getByTestId('cashout-submit').hasAttribute('disabled')).toBe(false);
  });

  it('while the request runs the dialog cannot be left and the button says it is processing', async () => {
    cashOut.mockReturnValue(new Promise(() => undefined));
    renderCashout(1250);
    await userEvent.click(screen.getByTestId('cashout-button'));
    await userEvent.click(within(dialog()).getByTestId('cashout-submit'));
    const submit = within(dialog()).getByTestId('cashout-submit');
    await waitFor(() => expect(submit.textContent).toBe('Cashing out…'));
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
