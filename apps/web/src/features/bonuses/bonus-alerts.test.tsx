import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireFreebet } from '@/api/promotions-fixtures';
import { clearBonusNotices, noticeBonusIssued, type BonusNotice } from '@/api/promotions-notices';
import { stubBackend, type SeenRequest } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { dispatchAuth } from '@/session/session';
import { BONUS_ALERT_DELAY_MS } from './alert-queue';
import { HeaderBonus } from './header-bonus';

const freebet: BonusNotice = { id: 'fb-1', type: 'freebet_no_risk', name: 'Welcome free bet' };
const hunting: BonusNotice = { id: 'h-1', type: 'hunting', name: 'Goal hunt' };
const labels = { header: en.promotions.header, alert: en.promotions.alert };

let seen: SeenRequest[];
const marked = () => seen.filter((r) => r.path === '/v2/bonuses/mark-as-seen').map((r) => r.body);
const alerts = () => screen.queryAllByTestId('bonus-alert');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  seen = stubBackend({
    'GET /v2/bonuses': { body: { data: [wireFreebet(), wireFreebet({ id: 'fb-2' })] } },
    'POST /v2/bonuses/mark-as-seen': { body: {} },
  });
});
afterEach(() => {
  // unmounted first: a sign-out re-render must not reach the real fetch
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearBonusNotices();
  act(() => dispatchAuth('signedOut'));
});

async function renderSignedIn() {
  act(() => dispatchAuth('profileLoaded'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <HeaderBonus labels={labels} locale="en" promotionsHref="/promotions" />
    </QueryClientProvider>,
  );
  // the zone loads lazily after sign-in
  await act(async () => {
    await import('./bonus-zone');
  });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('bonus alerts (spec §4, §9)', () => {
  it('an issued bonus shows after the delay, links to it and is marked seen on closing', async () => {
    await renderSignedIn();
    act(() => noticeBonusIssued(freebet));
    await advance(BONUS_ALERT_DELAY_MS - 1);
    expect(alerts()).toHaveLength(0);
    await advance(1);
    expect(alerts()).toHaveLength(1);
    expect(screen.getByText('Welcome free bet is now yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.promotions.alert.view }).getAttribute('href')).toBe(
      '/promotions?bonus=freebets%3Afb-1',
    );
    expect(marked()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: en.promotions.alert.close }));
    expect(alerts()).toHaveLength(0);
    await advance(0);
    expect(marked()).toEqual([{ bonuses: [{ id: 'fb-1', type: 'freebet_no_risk' }] }]);
  });

  it('shows a bonus once, even when its notice comes again', async () => {
    await renderSignedIn();
    act(() => noticeBonusIssued(freebet));
    await advance(BONUS_ALERT_DELAY_MS);
    fireEvent.keyDown(screen.getByTestId('bonus-alert'), { key: 'Escape' });
    act(() => noticeBonusIssued({ ...freebet }));
    await advance(BONUS_ALERT_DELAY_MS * 3);
    expect(alerts()).toHaveLength(0);
  });

  it('one at a time: the next replaces the shown one, which is marked seen', async () => {
    await renderSignedIn();
    act(() => {
      noticeBonusIssued(freebet);
      noticeBonusIssued(hunting);
    });
    await advance(BONUS_ALERT_DELAY_MS);
    expect(alerts()).toHaveLength(1);
    expect(screen.getByText('Welcome free bet is now yours.')).toBeTruthy();
    await advance(BONUS_ALERT_DELAY_MS);
    expect(alerts()).toHaveLength(1);
    expect(screen.getByText('Goal hunt is now yours.')).toBeTruthy();
    expect(marked()).toEqual([{ bonuses: [{ id: 'fb-1', type: 'freebet_no_risk' }] }]);
  });

  it('a notice that came before the alerts loaded still shows', async () => {
    noticeBonusIssued(hunting);
    await renderSignedIn();
    await advance(BONUS_ALERT_DELAY_MS);
    expect(screen.getByText('Goal hunt is now yours.')).toBeTruthy();
  });

  it('closes on sign-out, unmarked', async () => {
    await renderSignedIn();
    act(() => noticeBonusIssued(freebet));
    await advance(BONUS_ALERT_DELAY_MS);
    expect(alerts()).toHaveLength(1);
    act(() => dispatchAuth('signedOut'));
    expect(alerts()).toHaveLength(0);
    expect(screen.queryByTestId('bonus-zone')).toBeNull();
    expect(marked()).toEqual([]);
  });

  it('the header zone counts the available bonuses and links to /promotions', async () => {
    await renderSignedIn();
    await act(async () => {
      await vi.waitFor(() => expect(screen.getByTestId('bonus-count')).toBeTruthy());
    });
    expect(screen.getByTestId('bonus-count').textContent).toBe('2 available');
    expect(screen.getByTestId('bonus-zone').getAttribute('href')).toBe('/promotions');
    const list = seen.find((r) => r.path === '/v2/bonuses');
    expect(list?.search.get('available')).toBe('true');
  });

  it('nothing for a visitor', () => {
    act(() => dispatchAuth('profileMissing'));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HeaderBonus labels={labels} locale="en" promotionsHref="/promotions" />
      </QueryClientProvider>,
    );
    expect(screen.queryByTestId('bonus-zone')).toBeNull();
    expect(seen).toEqual([]);
  });
});
