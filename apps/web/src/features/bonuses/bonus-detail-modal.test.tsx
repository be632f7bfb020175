import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { wireFarming, wireFreebet, wireLeaderboard } from '@/api/promotions-fixtures';
import { stubBackend, type SeenRequest } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { applyRealtimeEvent } from '@/realtime/events';
import { getAccountModal } from '@/session/account-modal-store';
import { BonusDetailModal } from './bonus-detail-modal';
import { MARK_SEEN_AFTER_MS } from './seen-rules';

const l = en.promotions;
const terms = (id: string) => ({ data: { id, paragraphs: ['Bets at odds 1.50 or more count.'] } });
const issued = (seen: boolean, status: 'available' | 'active' = 'available') => ({
  activated_at: null,
  expired_at: null,
  seen,
  user_status: status,
  times_used: 0,
});

afterEach(() => vi.unstubAllGlobals());

function renderModal(kind: 'tournaments' | 'freebets' | 'lootboxes', id: string, signedIn = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <BonusDetailModal
        kind={kind}
        id={id}
        title="…"
        labels={l}
        currencies={[CURRENCIES.EUR]}
        locale="en"
        signedIn={signedIn}
        onClose={onClose}
      />
    </QueryClientProvider>,
  );
  return { client, onClose };
}

const marks = (seen: SeenRequest[]) =>
  seen.filter((r) => r.path === '/v2/bonuses/mark-as-seen').map((r) => r.body);

describe('bonus detail modal (spec §2, §4)', () => {
  it('a tournament: leaderboard with the player marked, terms, and its pool live', async () => {
    stubBackend({
      'GET /v2/bonuses/tournaments/t-1': {
        body: { data: wireFarming({ issued: issued(true) }), leaderboard: wireLeaderboard() },
      },
      'GET /v2/bonuses/tournaments/t-1/terms': { body: terms('t-1') },
    });
    const { client } = renderModal('tournaments', 't-1');
    const rows = await screen.findAllByTestId('leaderboard-row');
    expect(screen.getByRole('heading', { name: 'Champions tournament' })).toBeTruthy();
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(within(rows[1] as HTMLElement).getByText('me***@ex***.com')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('€10.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('€25.00')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('3')).toBeTruthy();
    expect(await screen.findByText('Bets at odds 1.50 or more count.')).toBeTruthy();
    // the pool starts at the initial pool, then follows tournament_pool_changed
    expect(screen.getByTestId('tournament-pool').textContent).toBe('€1,000.00');
    act(() =>
      applyRealtimeEvent(
        client,
        {
          type: 'tournament_pool_changed',
          data: { tournament_id: 't-1', currency: 'EUR', pool_amount: 1_250_50 },
        },
        { enabledSportTypes: ['regular'], enabledProviders: [] },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('tournament-pool').textContent).toBe('€1,250.50'),
    );
  });

  it("a player's tournament (issued id) follows the pool pushed for its campaign", async () => {
    stubBackend({
      'GET /v2/bonuses/tournaments/ub-7': {
        body: {
          data: wireFarming({ id: 'ub-7', campaign_id: 'bc-t', issued: issued(true, 'active') }),
          leaderboard: [],
        },
      },
      'GET /v2/bonuses/tournaments/ub-7/terms': { body: terms('ub-7') },
    });
    const { client } = renderModal('tournaments', 'ub-7');
    await waitFor(() =>
      expect(screen.getByTestId('tournament-pool').textContent).toBe('€1,000.00'),
    );
    act(() =>
      applyRealtimeEvent(
        client,
        {
          type: 'tournament_pool_changed',
          data: { tournament_id: 'bc-t', currency: 'EUR', pool_amount: 1_000_50 },
        },
        { enabledSportTypes: ['regular'], enabledProviders: [] },
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('tournament-pool').textContent).toBe('€1,000.50'),
    );
  });

  it('an unseen bonus is marked seen after 1 s open, once', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/freebets/fb-1': {
        body: { data: wireFreebet({ issued: issued(false) }), leaderboard: null },
      },
      'GET /v2/bonuses/freebets/fb-1/terms': { body: terms('fb-1') },
      'POST /v2/bonuses/mark-as-seen': { body: {} },
    });
    renderModal('freebets', 'fb-1');
    await screen.findByText('Welcome free bet', { selector: 'h2' });
    const opened = Date.now();
    expect(marks(seen)).toEqual([]);
    await waitFor(() => expect(marks(seen)).toHaveLength(1), { timeout: 3 * MARK_SEEN_AFTER_MS });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(MARK_SEEN_AFTER_MS - 50);
    expect(marks(seen)).toEqual([{ bonuses: [{ id: 'fb-1', type: 'freebet_no_risk' }] }]);
    expect(screen.queryByTestId('leaderboard')).toBeNull();
  });

  it('a seen bonus is not marked again', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/freebets/fb-1': {
        body: { data: wireFreebet({ issued: issued(true) }), leaderboard: null },
      },
      'GET /v2/bonuses/freebets/fb-1/terms': { body: terms('fb-1') },
    });
    renderModal('freebets', 'fb-1');
    await screen.findByText('Welcome free bet', { selector: 'h2' });
    await new Promise((resolve) => setTimeout(resolve, MARK_SEEN_AFTER_MS + 200));
    expect(marks(seen)).toEqual([]);
  });

  it('activates an available bonus, says so and refreshes', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/freebets/fb-1': {
        body: { data: wireFreebet({ issued: issued(true) }), leaderboard: null },
      },
      'GET /v2/bonuses/freebets/fb-1/terms': { body: terms('fb-1') },
      'POST /v2/bonuses/fb-1/activate': {
        body: { data: wireFreebet({ issued: issued(true, 'active') }) },
      },
    });
    renderModal('freebets', 'fb-1');
    fireEvent.click(await screen.findByTestId('bonus-activate'));
    expect((await screen.findByRole('status')).textContent).toBe(l.detail.activated);
    expect(seen.filter((r) => r.path === '/v2/bonuses/fb-1/activate')).toHaveLength(1);
    // the lists are refreshed: the detail is fetched again
    await waitFor(() =>
      expect(seen.filter((r) => r.path === '/v2/bonuses/freebets/fb-1')).toHaveLength(2),
    );
  });

  it('a refused activation says so and may be tried again', async () => {
    stubBackend({
      'GET /v2/bonuses/freebets/fb-1': {
        body: { data: wireFreebet({ issued: issued(true) }), leaderboard: null },
      },
      'GET /v2/bonuses/freebets/fb-1/terms': { body: terms('fb-1') },
      'POST /v2/bonuses/fb-1/activate': {
        status: 422,
        body: { code: 'bonus_not_available', message: 'no' },
      },
    });
    renderModal('freebets', 'fb-1');
    fireEvent.click(await screen.findByTestId('bonus-activate'));
    expect((await screen.findByRole('alert')).textContent).toBe(l.detail.activateFailed);
    expect(screen.getByTestId<HTMLButtonElement>('bonus-activate').disabled).toBe(false);
  });

  const lootbox = (points: number) =>
    wireFarming({
      id: 'l-1',
      name: 'Mystery box',
      bonus_type: 'lootbox',
      issued: issued(true, 'active'),
      freebets_to_boost: ['fb-2'],
      farming: { ...wireFarming().farming, points, available_points: points, potential_points: 60 },
    });

  it('a lootbox below its target points says how many are left and offers no boost', async () => {
    stubBackend({
      'GET /v2/bonuses/lootboxes/l-1': { body: { data: lootbox(45), leaderboard: null } },
      'GET /v2/bonuses/lootboxes/l-1/terms': { body: terms('l-1') },
      'GET /v2/bonuses/freebets': {
        body: {
          data: [wireFreebet({ id: 'fb-2' })],
          pagination: { total: 1, page: 1, limit: 4, last_page: 1 },
        },
      },
    });
    renderModal('lootboxes', 'l-1');
    expect((await screen.findByTestId('lootbox-locked')).textContent).toBe(
      l.detail.boostLocked.replace('{points}', '15'),
    );
    expect(screen.queryByTestId('bonus-boost')).toBeNull();
  });

  it('a lootbox at its target points boosts one of the freebets it names', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/lootboxes/l-1': {
        body: {
          data: lootbox(60),
          leaderboard: null,
        },
      },
      'GET /v2/bonuses/lootboxes/l-1/terms': { body: terms('l-1') },
      'GET /v2/bonuses/freebets': {
        body: {
          data: [wireFreebet(), wireFreebet({ id: 'fb-2', name: 'Saturday free bet' })],
          pagination: { total: 2, page: 1, limit: 4, last_page: 1 },
        },
      },
      'POST /v2/bonuses/l-1/boost': {
        body: { data: wireFreebet({ id: 'fb-2', boost_multiplier: 2 }) },
      },
    });
    renderModal('lootboxes', 'l-1');
    const select = await screen.findByLabelText(l.detail.boostChoose);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Saturday free bet · €5.00']);
    expect(screen.queryByTestId('bonus-activate')).toBeNull();
    fireEvent.click(screen.getByTestId('bonus-boost'));
    expect(await screen.findByText(l.detail.boosted)).toBeTruthy();
    expect(seen.find((r) => r.path === '/v2/bonuses/l-1/boost')?.body).toEqual({
      freebet_id: 'fb-2',
    });
  });

  it('a visitor reads a public campaign and is asked to sign in to take part', async () => {
    const seen = stubBackend({
      'GET /v2/bonuses/tournaments/t-1': {
        body: { data: wireFarming({ issued: null }), leaderboard: wireLeaderboard() },
      },
      'GET /v2/bonuses/tournaments/t-1/terms': { body: terms('t-1') },
    });
    const { onClose } = renderModal('tournaments', 't-1', false);
    fireEvent.click(await screen.findByRole('button', { name: l.signIn.button }));
    expect(screen.queryByTestId('bonus-activate')).toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(getAccountModal()).toBe('signIn');
    expect(seen.map((r) => r.method)).not.toContain('POST');
  });

  it('a failed load offers a retry instead of a blank modal', async () => {
    stubBackend({});
    renderModal('freebets', 'missing');
    expect((await screen.findByRole('alert')).textContent).toContain(l.detail.error);
    expect(screen.getByRole('button', { name: l.retry })).toBeTruthy();
  });
});
