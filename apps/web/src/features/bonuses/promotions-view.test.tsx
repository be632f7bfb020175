import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { systemQueryOptions } from '@/api/platform';
import type { System } from '@/api/platform-types';
import { wireComboboost, wireFarming, wireFreebet } from '@/api/promotions-fixtures';
import { stubBackend } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { applyRealtimeEvent } from '@/realtime/events';
import { getAccountModal } from '@/session/account-modal-store';
import { dispatchAuth } from '@/session/session';
import { PromotionsView } from './promotions-view';

const l = en.promotions;
const search = vi.hoisted(() => ({ value: '' }));
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search.value),
}));

const page = (data: unknown[]) => ({
  body: { data, pagination: { total: data.length, page: 1, limit: 4, last_page: 1 } },
});

afterEach(() => {
  // unmounted first: a sign-out re-render must not reach the real fetch
  cleanup();
  vi.unstubAllGlobals();
  search.value = '';
  act(() => dispatchAuth('signedOut'));
});

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemQueryOptions('en').queryKey, {
    currencies: [CURRENCIES.EUR],
  } as System);
  render(
    <QueryClientProvider client={client}>
      <PromotionsView labels={l} locale="en" jackpots={<p>jackpots here</p>} />
    </QueryClientProvider>,
  );
  return client;
}

const signedInBackend = () =>
  stubBackend({
    'GET /v2/bonuses/freebets': page([wireFreebet()]),
    'GET /v2/bonuses/comboboosts': page([wireComboboost()]),
    'GET /v2/bonuses/huntings': page([]),
    'GET /v2/bonuses/tournaments': page([wireFarming()]),
    'GET /v2/bonuses/lootboxes': page([]),
    'GET /v2/bonuses/freebets/fb-1': { body: { data: wireFreebet(), leaderboard: null } },
    'GET /v2/bonuses/freebets/fb-1/terms': {
      body: { data: { id: 'fb-1', paragraphs: ['One use.'] } },
    },
    'GET /v2/vote': { body: { data: [] } },
  });

describe('/promotions (spec §2, §6)', () => {
  it('a visitor is asked to sign in and sees the public campaigns, never the freebets', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/comboboosts': page([wireComboboost({ issued: null })]),
      'GET /v2/bonuses/huntings': page([]),
      'GET /v2/bonuses/tournaments': { status: 401, body: { code: 'unauthorized', message: 'no' } },
      'GET /v2/bonuses/lootboxes': page([]),
      'GET /v2/vote': { body: { data: [] } },
    });
    act(() => dispatchAuth('profileMissing'));
    renderView();
    expect(screen.getByTestId('sign-in-prompt').textContent).toContain(l.signIn.title);
    expect(screen.getByText('jackpots here')).toBeTruthy();
    expect(await screen.findByText(l.predictions.empty)).toBeTruthy();
    const card = await within(screen.getByTestId('kind-comboboosts')).findByTestId('bonus-card');
    expect(card.textContent).toContain('Combo boost');
    // a kind the server keeps to players is left out, without an error
    await vi.waitFor(() => expect(screen.queryByTestId('kind-tournaments')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('kind-freebets')).toBeNull();
    expect(screen.queryByRole('textbox', { name: l.promoCode.label })).toBeNull();
    const paths = seen.map((r) => r.path);
    expect(paths).not.toContain('/v2/bonuses/freebets');
    expect(paths).not.toContain('/v2/bonuses');
    fireEvent.click(screen.getByRole('link', { name: l.signIn.button }));
    expect(getAccountModal()).toBe('signIn');
  });

  it('a player sees every kind with its bonuses or its empty state, and the promo code entry', async () => {
    const seen = signedInBackend();
    act(() => dispatchAuth('profileLoaded'));
    renderView();
    expect(screen.getByRole('textbox', { name: l.promoCode.label })).toBeTruthy();
    const freebets = screen.getByTestId('kind-freebets');
    const card = await within(freebets).findByTestId('bonus-card');
    expect(card.textContent).toContain('Welcome free bet');
    expect(card.textContent).toContain(l.status.available);
    expect(card.textContent).toContain('Stake €5.00');
    expect(card.textContent).toContain('Valid until');
    expect(
      await within(screen.getByTestId('kind-huntings')).findByText(l.empty.huntings),
    ).toBeTruthy();
    expect(
      await within(screen.getByTestId('kind-comboboosts')).findByText(/3–4 selections/),
    ).toBeTruthy();
    const tournaments = seen.find((r) => r.path === '/v2/bonuses/tournaments')?.search;
    // spec §9: hunting tournaments list one a page, the other kinds four; active ones, in the locale
    expect([
      tournaments?.get('limit'),
      tournaments?.get('status'),
      tournaments?.get('locale'),
    ]).toEqual(['1', 'active', 'en']);
    expect(seen.find((r) => r.path === '/v2/bonuses/freebets')?.search.get('limit')).toBe('4');

    fireEvent.click(within(card).getByRole('button', { name: `${l.details}: Welcome free bet` }));
    expect(await screen.findByText('One use.')).toBeTruthy();
  });

  it("a player's tournament card shows the pool pushed for its campaign, without a reload", async () => {
    signedInBackend();
    act(() => dispatchAuth('profileLoaded'));
    const client = renderView();
    const card = await within(screen.getByTestId('kind-tournaments')).findByTestId('bonus-card');
    expect(card.textContent).toContain(`${l.farming.pool} €1,000.00`);
    act(() =>
      applyRealtimeEvent(
        client,
        {
          type: 'tournament_pool_changed',
          data: { tournament_id: 't-1', currency: 'EUR', pool_amount: 1_234_56 },
        },
        { enabledSportTypes: ['regular'], enabledProviders: [] },
      ),
    );
    await waitFor(() => expect(card.textContent).toContain(`${l.farming.pool} €1,234.56`));
  });

  it("an alert's link opens its bonus", async () => {
    signedInBackend();
    search.value = 'bonus=freebets%3Afb-1';
    act(() => dispatchAuth('profileLoaded'));
    renderView();
    expect(await screen.findByTestId('bonus-detail')).toBeTruthy();
    expect(await screen.findByText('One use.')).toBeTruthy();
  });

  it('a list that fails offers a retry, the others still show', async () => {
    stubBackend({
      'GET /v2/bonuses/freebets': { status: 503, body: { code: 'down', message: 'down' } },
      'GET /v2/bonuses/comboboosts': page([]),
      'GET /v2/bonuses/huntings': page([]),
      'GET /v2/bonuses/tournaments': page([]),
      'GET /v2/bonuses/lootboxes': page([]),
      'GET /v2/vote': { body: { data: [] } },
    });
    act(() => dispatchAuth('profileLoaded'));
    renderView();
    const freebets = screen.getByTestId('kind-freebets');
    expect((await within(freebets).findByRole('alert')).textContent).toContain(l.error);
    expect(
      await within(screen.getByTestId('kind-lootboxes')).findByText(l.empty.lootboxes),
    ).toBeTruthy();
  });
});
