import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemQueryOptions } from '@/api/platform';
import type { System } from '@/api/platform-types';
import { wireComboboost, wireFarming, wireLeaderboard } from '@/api/promotions-fixtures';
import { stubBackend } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { dispatchAuth } from '@/session/session';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { PromotionCards } from './promotion-cards';

const l = en.promotions;
const page = (data: unknown[]) => ({
  body: { data, pagination: { total: data.length, page: 1, limit: 4, last_page: 1 } },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCards(kind: 'tournaments' | 'bonuses', limit: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemQueryOptions('de').queryKey, {
    currencies: [CURRENCIES.EUR],
  } as System);
  act(() => dispatchAuth('signedOut'));
  render(
    <QueryClientProvider client={client}>
      <PromotionCards kind={kind} limit={limit} title="Offers" labels={l} locale="de" />
    </QueryClientProvider>,
  );
}

describe('content blocks "tournaments" and "bonuses" (spec §2)', () => {
  it('a tournament: its card with the leaderboard top, linking to its detail on /promotions', async () => {
    stubBackend({
      'GET /v2/bonuses/tournaments': page([wireFarming()]),
      'GET /v2/bonuses/tournaments/t-1': {
        body: { data: wireFarming(), leaderboard: wireLeaderboard() },
      },
    });
    renderCards('tournaments', 5);
    expect(await screen.findByText('Champions tournament')).toBeTruthy();
    expect((await screen.findAllByTestId('leaderboard-row')).length).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: `${l.details}: Champions tournament` });
    expect(link.getAttribute('href')).toBe('/de/promotions?bonus=tournaments%3At-1');
  });

  it('bonuses: at most `limit` cards; a visitor is not asked for freebets', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/comboboosts': page([1, 2, 3].map((n) => wireComboboost({ id: `c-${n}` }))),
    });
    renderCards('bonuses', 2);
    expect(await screen.findAllByTestId('bonus-card')).toHaveLength(2);
    expect(seen.map((r) => r.path)).toEqual(['/v2/bonuses/comboboosts']);
  });
});
