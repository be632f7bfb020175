import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeSelection } from '@sportsbook/betting/ticket/construction';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import type * as bets from '@/api/bets';
import { placeBets } from '@/api/bets';
import {
  wireAvailable,
  wireComboboost,
  wireFarming,
  wireFreebet,
} from '@/api/bet-bonuses-fixtures';
import { ticketStore } from '../ticket-store';
import {
  bet0,
  bonuses,
  env,
  renderSlip,
  server,
  show,
  slipOf,
  stubBonusServer,
} from './bonuses-harness';

vi.mock('@/api/bets', async (actual) => ({
  ...(await actual<typeof bets>()),
  placeBets: vi.fn(),
  getMaxStakes: vi.fn(),
}));
const place = vi.mocked(placeBets);

stubBonusServer();
beforeEach(() => place.mockReset());

describe('the default bonus when bonuses arrive (spec §4)', () => {
  it('a 4-selection combo takes the comboboost: boosted odds and win shown before placing', async () => {
    server.offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    // 4 suitable selections: the 4..20 range, x1.10
    await waitFor(() =>
      expect(bet0()?.bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.1 }),
    );
    const boost = within(box).getByRole<HTMLInputElement>('radio', {
      name: 'Combo boost ×1.10 (+10%)',
    });
    expect(boost.checked).toBe(true);
    // 2.00^4 = 16.00, x1.10 = 17.60; 10.00 x 17.60 = 176.00
    expect(within(box).getByTestId('bet-boosted-odds').textContent).toBe('17.60');
    expect(screen.getByTestId('boosted-odds').textContent).toBe('17.60');
    expect(screen.getByTestId('potential-win').textContent).toBe('€176.00');
    expect(server.sent[0]).toEqual({
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
    server.offer = () =>
      wireAvailable({ comboboost: wireComboboost(), hunting: wireFarming('hunting') });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    await waitFor(() => expect(bet0()?.bonus).toEqual({ id: 'hunting-1', type: 'hunting' }));
    expect(within(box).getByTestId<HTMLInputElement>('bonus-hunting').checked).toBe(true);
    expect(within(box).getByTestId<HTMLInputElement>('bonus-comboboost').checked).toBe(false);
    expect(within(box).getByText('Hunting: Goal hunt')).toBeTruthy();
  });

  it('a comboboost set aside with "No bonus" stays off', async () => {
    server.offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    await waitFor(() => expect(bet0()?.bonus?.type).toBe('comboboost'));
    await userEvent.click(within(box).getByRole('radio', { name: 'No bonus' }));
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
    server.offer = () => wireAvailable({ comboboost: wireComboboost() });
    show(slipOf(2));
    renderSlip();
    const hint = await screen.findByTestId('comboboost-hint');
    expect(hint.textContent).toBe('Add one more selection at 1.30 or more for +5%.');
    expect(screen.queryByTestId('bonus-comboboost')).toBeNull();
  });

  it('counts in plural and names the next range once a boost applies', async () => {
    server.offer = () => wireAvailable({ comboboost: wireComboboost() });
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
    server.offer = () => wireAvailable({ freebets: [wireFreebet({ freebet_type: 'only_win' })] });
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

    await userEvent.click(within(box).getByRole('radio', { name: 'No bonus' }));
    expect(bet0()?.bonus).toBeUndefined();
    expect(bet0()?.stake).toBe(0);
    expect(screen.getByTestId<HTMLInputElement>('stake-input').readOnly).toBe(false);
  });

  it('a freebet the bet no longer fits is dropped with stake 0 (spec §4)', async () => {
    // needs total odds of 3.00 or more: 2 selections (4.00) fit, one (2.00) does not
    server.offer = () => wireAvailable({ freebets: [wireFreebet({ min_odds: 3 })] });
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
    server.offer = () =>
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
    server.offer = () => wireAvailable({ comboboost: wireComboboost() });
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
    server.offer = () => wireAvailable({ freebets: [wireFreebet()] });
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
