import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemQueryOptions } from '@/api/platform';
import type { System } from '@/api/platform-types';
import { wireJackpot, wireJackpotHit } from '@/api/promotions-fixtures';
import { stubBackend } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { JACKPOT_HIT_REACTION_DELAY_MS } from './hit-rules';
import { JackpotHits } from './jackpot-hits';
import { JackpotsSection } from './jackpots-section';

const l = en.jackpots;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWith(children: React.ReactNode, jackpots = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemQueryOptions('en').queryKey, {
    currencies: [CURRENCIES.EUR],
    features: { responsibleGambling: true, activityTracking: true, jackpots },
  } as System);
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('jackpots section of /promotions', () => {
  it('shows each jackpot with its amount, levels and latest wins in the currency', async () => {
    const seen = stubBackend({
      'GET /v2/jackpots': { body: { data: [wireJackpot()] } },
      'GET /v2/jackpots/j-1': { body: { data: wireJackpot({ amount: 12_400_00 }) } },
      'GET /v2/jackpot-hits': { body: { data: [wireJackpotHit()] } },
    });
    renderWith(<JackpotsSection labels={l} locale="en" />);
    // the single jackpot's own answer replaces the list's figure
    await waitFor(() =>
      expect(screen.getByTestId('jackpot-amount').textContent).toBe('€12,400.00'),
    );
    expect(screen.getByText('Mini').nextSibling?.textContent).toBe('€100.00');
    expect(await screen.findByText('pl***42 won €100.00 (Mini)')).toBeTruthy();
    expect(seen.find((r) => r.path === '/v2/jackpot-hits')?.search.get('jackpot_id')).toBe('j-1');
    expect(seen.find((r) => r.path === '/v2/jackpot-hits')?.search.get('limit')).toBe('10');
  });

  it.each([400, 404, 500])(
    'a %i leaves no section and raises no alert (spec §8)',
    async (status) => {
      const seen = stubBackend({
        'GET /v2/jackpots': { status, body: { code: 'x', message: 'x' } },
      });
      const view = renderWith(<JackpotsSection labels={l} locale="en" />);
      await waitFor(() => expect(seen).toHaveLength(1));
      await waitFor(() => expect(view.container.textContent).toBe(''));
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('the jackpots flag off (spec §6): no section and no request', async () => {
    const seen = stubBackend({ 'GET /v2/jackpots': { body: { data: [wireJackpot()] } } });
    const view = renderWith(<JackpotsSection labels={l} locale="en" />, false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.textContent).toBe('');
    expect(seen).toEqual([]);
  });

  it('a content block naming a jackpot (spec §2 jackpot banner): that one only', async () => {
    stubBackend({
      'GET /v2/jackpots': {
        body: { data: [wireJackpot(), wireJackpot({ id: 'j-2', name: 'Weekly' })] },
      },
      'GET /v2/jackpots/j-2': { body: { data: wireJackpot({ id: 'j-2', name: 'Weekly' }) } },
      'GET /v2/jackpot-hits': { body: { data: [] } },
    });
    renderWith(<JackpotsSection labels={l} locale="en" jackpotId="j-2" />);
    expect(await screen.findByText('Weekly')).toBeTruthy();
    expect(screen.queryByText('Mega')).toBeNull();
    expect(screen.getAllByTestId('jackpot-amount')).toHaveLength(1);
  });

  it('a named jackpot that is gone: no section', async () => {
    const seen = stubBackend({ 'GET /v2/jackpots': { body: { data: [wireJackpot()] } } });
    const view = renderWith(<JackpotsSection labels={l} locale="en" jackpotId="gone" />);
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(view.container.textContent).toBe(''));
  });

  it('no jackpot running: no section', async () => {
    stubBackend({ 'GET /v2/jackpots': { body: { data: [] } } });
    const view = renderWith(<JackpotsSection labels={l} locale="en" />);
    await waitFor(() => expect(view.container.textContent).toBe(''));
  });
});

describe('jackpot-hit modal (spec §2, §4)', () => {
  it("shows the player's unseen hits one by one after the reaction delay, marking each seen", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const seen = stubBackend({
      'GET /v2/jackpot-hits': {
        body: {
          data: [
            wireJackpotHit({ id: 'hit-2', amount: 250_00, created_at: '2026-11-25T09:30:00.000Z' }),
            wireJackpotHit({ id: 'hit-1' }),
          ],
        },
      },
      'POST /v2/jackpot-hits/mark-as-seen': { status: 204, body: null },
    });
    renderWith(<JackpotHits labels={{ card: l.card, hitModal: l.hitModal }} locale="en" />);
    await act(async () => {
      await vi.waitFor(() => expect(seen).toHaveLength(1));
    });
    // the answer lands (the query cache tells its observers on a 0 ms timer)
    await act(async () => {
      for (let i = 0; i < 5; i += 1) {
        await Promise.resolve();
        vi.advanceTimersByTime(0);
      }
    });
    const query = seen[0]?.search;
    expect([query?.get('for_user'), query?.get('unseen')]).toEqual(['true', 'true']);
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_HIT_REACTION_DELAY_MS - 1);
    });
    expect(screen.queryByTestId('jackpot-hit')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    // the oldest first
    expect(screen.getByTestId('jackpot-hit').textContent).toContain('Mega: you won €100.00.');
    fireEvent.click(screen.getByRole('button', { name: l.hitModal.ok }));
    expect(screen.queryByTestId('jackpot-hit')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_HIT_REACTION_DELAY_MS);
    });
    expect(screen.getByTestId('jackpot-hit').textContent).toContain('€250.00');
    fireEvent.click(screen.getByRole('button', { name: l.hitModal.close }));
    await act(async () => {
      vi.advanceTimersByTime(JACKPOT_HIT_REACTION_DELAY_MS * 2);
    });
    expect(screen.queryByTestId('jackpot-hit')).toBeNull();
    const marked = seen.filter((r) => r.path === '/v2/jackpot-hits/mark-as-seen');
    expect(marked.map((r) => r.body)).toEqual([{ ids: ['hit-1'] }, { ids: ['hit-2'] }]);
  });
});
