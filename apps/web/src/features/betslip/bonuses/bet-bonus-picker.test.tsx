import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  wireAvailable,
  wireComboboost,
  wireFarming,
  wireFreebet,
} from '@/api/bet-bonuses-fixtures';
import {
  bet0,
  betAt,
  bonuses,
  env,
  renderSlip,
  server,
  show,
  singlesOf,
  slipOf,
  stubBonusServer,
} from './bonuses-harness';

// Spec §4 bonus selection: a bet carries one bonus, so its picker is one radio group.

stubBonusServer();

const radio = (box: HTMLElement, name: string | RegExp) =>
  within(box).getByRole<HTMLInputElement>('radio', { name });
const checkedNames = (box: HTMLElement) =>
  within(box)
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.labels?.[0]?.textContent);

describe('the bonus radio group of a bet', () => {
  it('is a named group: choosing one bonus deselects the other, "No bonus" clears and stays', async () => {
    server.offer = () =>
      wireAvailable({
        hunting: wireFarming('hunting'),
        tournament: wireFarming('tournament'),
        comboboost: wireComboboost(),
        freebets: [wireFreebet()],
      });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    expect(screen.getByRole('group', { name: 'Bonuses' })).toBe(box);
    // spec §4 order, the freebet and "No bonus" last; hunting is the default
    expect(
      within(box)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('data-testid')),
    ).toEqual([
      'bonus-hunting',
      'bonus-tournament',
      'bonus-comboboost',
      'bonus-freebet',
      'bonus-none',
    ]);
    await waitFor(() => expect(checkedNames(box)).toEqual(['Hunting: Goal hunt']));

    await userEvent.click(radio(box, 'Tournament: Weekly tournament'));
    expect(checkedNames(box)).toEqual(['Tournament: Weekly tournament']);
    expect(bet0()?.bonus).toEqual({ id: 'tournament-1', type: 'tournament' });

    await userEvent.click(radio(box, /^Welcome free bet/));
    expect(checkedNames(box)).toEqual([expect.stringMatching(/^Welcome free bet/)]);
    expect(bet0()).toMatchObject({ bonus: { id: 'fb-1' }, stake: 500 });

    await userEvent.click(radio(box, 'Combo boost ×1.10 (+10%)'));
    expect(bet0()).toMatchObject({ bonus: { id: 'cb-1', type: 'comboboost' }, stake: 0 });
    expect(checkedNames(box)).toEqual(['Combo boost ×1.10 (+10%)']);

    await userEvent.click(radio(box, 'No bonus'));
    expect(bet0()?.bonus).toBeUndefined();
    expect(checkedNames(box)).toEqual(['No bonus']);
    // no default (hunting, tournament) comes back in its place on a later change of the slip
    show(slipOf(4, 2000));
    await screen.findByTestId('bet-bonuses');
    expect(bet0()?.bonus).toBeUndefined();
    expect(radio(box, 'No bonus').checked).toBe(true);
  });

  it('arrow keys move the choice within the group (native radios)', async () => {
    server.offer = () =>
      wireAvailable({ hunting: wireFarming('hunting'), comboboost: wireComboboost() });
    show(slipOf(4));
    renderSlip();
    const box = await bonuses();
    await waitFor(() => expect(radio(box, 'Hunting: Goal hunt').checked).toBe(true));
    radio(box, 'Hunting: Goal hunt').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(radio(box, 'Combo boost ×1.10 (+10%)').checked).toBe(true);
    expect(bet0()?.bonus?.type).toBe('comboboost');
    await userEvent.keyboard('{ArrowDown}');
    expect(bet0()?.bonus).toBeUndefined();
    expect(document.activeElement).toBe(radio(box, 'No bonus'));
  });

  it('without multi-active freebets one bet of the slip takes a freebet; with them, two bets do', async () => {
    server.offer = () =>
      wireAvailable({
        freebets: [wireFreebet(), wireFreebet({ id: 'fb-2', name: 'Reload free bet' })],
      });
    show(singlesOf(2));
    const { unmount } = renderSlip();
    let boxes = await screen.findAllByTestId('bet-bonuses');
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes as [HTMLElement, HTMLElement];
    await userEvent.click(radio(first, /^Welcome free bet/));
    expect(betAt(0)?.bonus?.id).toBe('fb-1');
    // the one freebet offered to the second bet is kept off: the slip already carries one
    expect(radio(second, /^Welcome free bet/).disabled).toBe(true);
    unmount();

    renderSlip(env(true));
    boxes = await screen.findAllByTestId('bet-bonuses');
    const [, other] = boxes as [HTMLElement, HTMLElement];
    expect(radio(other, /^Welcome free bet/).disabled).toBe(true);
    await userEvent.click(radio(other, /^Reload free bet/));
    expect(betAt(0)?.bonus?.id).toBe('fb-1');
    expect(betAt(1)?.bonus?.id).toBe('fb-2');
    expect(radio(other, /^Reload free bet/).checked).toBe(true);
  });
});
