import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@sportsbook/betting/catalog/types';
import en from '@/i18n/messages/en.json';
import { ODDS_FLASH_MS } from '../odds-flash';
import type { SelectionIntent } from '../selection-intent';
import { SelectionPortProvider, type SelectionPort } from '../selection-port';
import { OddsButton } from './odds-button';
import { OddsMessagesProvider } from './odds-messages-provider';

const outcome = (odds: number, active = true): Outcome => ({
  id: 'sr:match:7/1/1/',
  outcomeId: '1',
  name: 'Home',
  active,
  odds,
});

const selection: SelectionIntent = {
  matchId: 7,
  matchUrnId: 'sr:match:7',
  marketId: 1,
  specifier: '',
  outcomeId: '1',
  outcomeKey: 'sr:match:7/1/1/',
  odds: 2.5,
  provider: 'betradar',
};

/** A slip of the test: a set of keys, told per key, and the clicks it received. */
function fakeSlip(selected: string[] = []) {
  const keys = new Set(selected);
  const listeners = new Map<string, () => void>();
  const port: SelectionPort = {
    isSelected: (key) => keys.has(key),
    subscribe: (key, listener) => {
      listeners.set(key, listener);
      return () => listeners.delete(key);
    },
    select: vi.fn((intent: SelectionIntent) => {
      if (!keys.delete(intent.outcomeKey)) keys.add(intent.outcomeKey);
      listeners.get(intent.outcomeKey)?.();
    }),
  };
  return port;
}

function renderButton(
  props: { odds?: number; suspended?: boolean; active?: boolean },
  port = fakeSlip(),
) {
  const ui = (p: typeof props) => (
    <OddsMessagesProvider messages={en.odds}>
      <SelectionPortProvider port={port}>
        <OddsButton
          outcome={outcome(p.odds ?? 2.5, p.active ?? true)}
          label="Home"
          suspended={p.suspended ?? false}
          selection={selection}
        />
      </SelectionPortProvider>
    </OddsMessagesProvider>
  );
  const view = render(ui(props));
  return { port, rerender: (next: typeof props) => view.rerender(ui(next)) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('odds button (spec §4 "Selecting an outcome")', () => {
  it('names the outcome and its price, and is not pressed while unselected', () => {
    renderButton({});
    const button = screen.getByRole('button', { name: 'Home, 2.50' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toContain('2.50');
  });

  it('a click goes to the slip with the outcome, and the button shows it selected', async () => {
    const { port } = renderButton({});
    const button = screen.getByRole('button', { name: 'Home, 2.50' });
    await userEvent.click(button);
    expect(port.select).toHaveBeenCalledWith(selection);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows an outcome the slip already holds as pressed', () => {
    renderButton({}, fakeSlip([selection.outcomeKey]));
    expect(screen.getByRole('button', { name: 'Home, 2.50' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('is locked without a price while suspended, and a click does nothing', async () => {
    const { port } = renderButton({ suspended: true });
    const button = screen.getByRole('button', { name: 'Home, suspended' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).not.toContain('2.50');
    await userEvent.click(button);
    expect(port.select).not.toHaveBeenCalled();
  });

  it('is locked when the outcome is inactive', () => {
    renderButton({ active: false });
    expect(screen.getByRole('button', { name: 'Home, suspended' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('marks a rise with an up arrow and says so, for about a second', () => {
    vi.useFakeTimers();
    const { rerender } = renderButton({ odds: 2.5 });
    rerender({ odds: 2.6 });
    const button = screen.getByRole('button', { name: 'Home, 2.60, odds went up' });
    expect(button.getAttribute('data-move')).toBe('up');
    expect(button.textContent).toContain('▲');
    act(() => {
      vi.advanceTimersByTime(ODDS_FLASH_MS);
    });
    expect(screen.getByRole('button', { name: 'Home, 2.60' }).textContent).not.toContain('▲');
  });

  it('marks a drop with a down arrow', () => {
    const { rerender } = renderButton({ odds: 2.5 });
    rerender({ odds: 2.2 });
    const button = screen.getByRole('button', { name: 'Home, 2.20, odds went down' });
    expect(button.getAttribute('data-move')).toBe('down');
    expect(button.textContent).toContain('▼');
  });

  it('shows no move when the price changes while locked', () => {
    const { rerender } = renderButton({ odds: 2.5 });
    rerender({ odds: 2.6, suspended: true });
    const button = screen.getByRole('button', { name: 'Home, suspended' });
    expect(button.hasAttribute('data-move')).toBe(false);
    expect(button.textContent).not.toMatch(/[▲▼]/);
  });
});
