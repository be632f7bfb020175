import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wireBet } from '@/api/my-bets-fixtures';
import { toPlacedBet } from '@/api/my-bets';
import en from '@/i18n/messages/en.json';
import ar from '@/i18n/messages/ar.json';
import type { PlacedBetWire } from '@sportsbook/contract/bets';
import { BetCard } from './bet-card';
import type { MyBetsMessages } from './my-bets-messages';

const format = (minor: number) => `€${(minor / 100).toFixed(2)}`;
const card = (wire: Partial<PlacedBetWire>, messages: MyBetsMessages = en.myBets) =>
  render(
    <BetCard
      bet={toPlacedBet(wireBet(wire))}
      messages={messages}
      oddsType="european"
      format={format}
      placedAt="25 Nov 2026, 10:00"
      cashout={null}
    />,
  );

describe('the bonus of a bet in My Bets (issue 15)', () => {
  it('a comboboost shows its kind and its odds; the return counts the boost', () => {
    // 10.00 at 2.50 x 1.10 = 27.50
    card({ bonus: { id: 'cb-1', type: 'comboboost', odds: 1.1 } });
    const bonus = screen.getByTestId('bet-bonus');
    expect(bonus.textContent).toBe('Combo boost ×1.10');
    expect(screen.getByTestId('bet-return').textContent).toBe('€27.50');
    expect(screen.getByText('Stake')).toBeTruthy();
  });

  it.each([
    ['freebet_no_risk', 'Free bet (no risk)', '€25.00'],
    ['freebet_all_win', 'Free bet (all win)', '€25.00'],
    // only the winnings: 25.00 - 10.00
    ['freebet_only_win', 'Free bet (only win)', '€15.00'],
  ] as const)('a %s bet names its variant and the free bet stake', (type, label, payout) => {
    card({ bonus: { id: 'fb-1', type } });
    expect(screen.getByTestId('bet-bonus').textContent).toBe(label);
    expect(screen.getByText('Free bet stake')).toBeTruthy();
    expect(screen.getByTestId('bet-return').textContent).toBe(payout);
  });

  it('a bet without a bonus shows none', () => {
    card({ bonus: null });
    expect(screen.queryByTestId('bet-bonus')).toBeNull();
    expect(screen.queryByText('Free bet stake')).toBeNull();
  });

  it('Arabic: the label is translated and the boost keeps its left-to-right figure', () => {
    card({ bonus: { id: 'cb-1', type: 'comboboost', odds: 1.25 } }, ar.myBets);
    const bonus = screen.getByTestId('bet-bonus');
    expect(bonus.textContent).toBe(`${ar.myBets.bonusTypes.comboboost} ×1.25`);
    expect(within(bonus).getByText('×1.25').tagName).toBe('BDI');
  });
});
