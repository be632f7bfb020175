import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemQueryOptions } from '@/api/platform';
import type { Player, System } from '@/api/platform-types';
import en from '@/i18n/messages/en.json';
import { getAccountModal } from '@/session/account-modal-store';
import { dispatchAuth, playerQueryOptions } from '@/session/session';
import { RemindersHost } from './reminders-host';

const system = {
  signUpEnabled: true,
  signUpReminderSeconds: 60,
  depositReminder: { show: true, remindAfterSeconds: 10, playerGroupId: 'regular' },
} as System;

function renderHost(player?: Pick<Player, 'statuses'>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(systemQueryOptions('en').queryKey, system);
  if (player) client.setQueryData(playerQueryOptions.queryKey, player);
  return render(
    <QueryClientProvider client={client}>
      <RemindersHost labels={en.reminders} locale="en" depositHref="/profile/wallet/deposit" />
    </QueryClientProvider>,
  );
}

/** Moves the clock on, then lets the lazily loaded card arrive. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await import('./reminder-card');
  });
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.cookie = 'consent=v1.a0.s0; Path=/';
});
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
  localStorage.clear();
  act(() => dispatchAuth('signedOut'));
});

describe('the sign-up reminder (spec §4)', () => {
  it('shows after exactly the configured seconds, sets its cookie and opens the sign-up', async () => {
    act(() => dispatchAuth('profileMissing'));
    renderHost();
    await advance(59_999);
    expect(screen.queryByTestId('reminder-signUp')).toBeNull();
    await advance(1);
    expect(screen.getByTestId('reminder-signUp')).toBeTruthy();
    expect(document.cookie).toContain('signUpReminded=1');
    fireEvent.click(screen.getByRole('button', { name: en.reminders.signUp.action }));
    expect(screen.queryByTestId('reminder-signUp')).toBeNull();
    expect(getAccountModal()).toBe('signUp');
  });

  it('waits for the cookie notice to be answered', async () => {
    clearCookies();
    act(() => dispatchAuth('profileMissing'));
    renderHost();
    await advance(120_000);
    expect(screen.queryByTestId('reminder-signUp')).toBeNull();
  });

  it('goes away when the visitor signs in meanwhile', async () => {
    act(() => dispatchAuth('profileMissing'));
    renderHost({ statuses: [{ id: 'vip', name: 'VIP' }] });
    await advance(60_000);
    expect(screen.getByTestId('reminder-signUp')).toBeTruthy();
    act(() => dispatchAuth('profileLoaded'));
    expect(screen.queryByTestId('reminder-signUp')).toBeNull();
  });
});

describe('the deposit reminder (spec §4, §9)', () => {
  it('shows for the group after remindAfter, with a one-day cookie; Escape closes it', async () => {
    act(() => dispatchAuth('profileLoaded'));
    renderHost({ statuses: [{ id: 'regular', name: 'Regular' }] });
    await advance(9_999);
    expect(screen.queryByTestId('reminder-deposit')).toBeNull();
    await advance(1);
    const card = screen.getByTestId('reminder-deposit');
    expect(
      screen.getByRole('link', { name: en.reminders.deposit.action }).getAttribute('href'),
    ).toBe('/profile/wallet/deposit');
    expect(document.cookie).toContain('depositReminded=1');
    fireEvent.keyDown(card, { key: 'Escape' });
    expect(screen.queryByTestId('reminder-deposit')).toBeNull();
  });

  it('leaves players of other groups alone', async () => {
    act(() => dispatchAuth('profileLoaded'));
    renderHost({ statuses: [{ id: 'vip', name: 'VIP' }] });
    await advance(60_000);
    expect(screen.queryByTestId('reminder-deposit')).toBeNull();
  });
});
