import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountWire, PlayerWire } from '@sportsbook/contract/platform';
import { platformKeys } from '@/api/platform';
import { toPlayer } from '@/api/platform-types';
import { closeAccountModal, getAccountModal, isSessionExpiredPrompt } from './account-modal-store';
import {
  clearSession,
  dispatchAuth,
  getAuthStatus,
  initSessionHint,
  loadPlayer,
  markSessionPossible,
  onSignOut,
  playerQueryOptions,
  signOut,
} from './session';

const player: PlayerWire = {
  id: 'p1',
  email: 'ada@example.com',
  phone: null,
  auth_phone: null,
  first_name: 'Ada',
  last_name: null,
  nickname: null,
  language: 'en',
  currency: 'EUR',
  country: 'DE',
  confirmed: true,
  phone_verified: true,
  auth_fields_missed: [],
  statuses: [],
  created_at: '2026-01-01T00:00:00.000Z',
};
const accounts: AccountWire[] = [{ currency: 'EUR', balance: 1000, active: true }];
const settings = {
  stakes: {},
  auto_accept_odds_change: 'none',
  odds_type: 'european',
  one_signal_push_notification_subscription: null,
  updated_at: null,
};

/** The backend at the network edge: one answer per path, every call recorded. */
function stubBackend(answers: Record<string, () => Response>) {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://web').pathname;
      calls.push({ method: init.method ?? 'GET', path });
      const answer = answers[`${init.method ?? 'GET'} ${path}`];
      return Promise.resolve(
        answer ? answer() : Response.json({ code: 'x', message: 'x' }, { status: 404 }),
      );
    }),
  );
  return calls;
}

let client: QueryClient;

beforeEach(() => {
  // a browser-like global for the modal store's <html> marker
  vi.stubGlobal('document', {
    documentElement: { setAttribute: () => undefined, removeAttribute: () => undefined },
  });
  vi.stubGlobal('window', {});
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  dispatchAuth('signedOut');
  closeAccountModal();
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('loadPlayer (spec §4 player loading)', () => {
  it('goes through pending to logged in and gathers settings, accounts, comp points, groups', async () => {
    const calls = stubBackend({
      'GET /api/sportsbook/v2/settings': () => Response.json(settings),
      'GET /api/platform/player/accounts': () => Response.json(accounts),
      'GET /api/platform/player/comp_points': () =>
        Response.json({ code: 'unauthorized', message: 'x' }, { status: 401 }),
      'GET /api/platform/player/status_groups': () => Response.json([]),
    });
    const seen: string[] = [];
    const loading = loadPlayer(client, toPlayer(player));
    seen.push(getAuthStatus());
    await loading;
    seen.push(getAuthStatus());
    expect(seen).toEqual(['pending', 'loggedIn']);
    expect(client.getQueryData(platformKeys.accounts)).toEqual(accounts);
    // spec §7: a 401 of comp points reads as the empty result
    expect(client.getQueryData(platformKeys.compPoints)).toEqual({
      persistent_points: 0,
      levels: [],
    });
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/platform/player/accounts',
      '/api/platform/player/comp_points',
      '/api/platform/player/status_groups',
      '/api/sportsbook/v2/settings',
    ]);
  });

  it('ignores accounts cached before the sign-in', async () => {
    client.setQueryData(platformKeys.accounts, []);
    stubBackend({
      'GET /api/sportsbook/v2/settings': () => Response.json(settings),
      'GET /api/platform/player/accounts': () => Response.json(accounts),
      'GET /api/platform/player/comp_points': () =>
        Response.json({ persistent_points: 5, levels: [] }),
      'GET /api/platform/player/status_groups': () => Response.json([]),
    });
    await loadPlayer(client, toPlayer(player));
    expect(client.getQueryData(platformKeys.accounts)).toEqual(accounts);
  });

  it('without a profile ends not logged in', async () => {
    stubBackend({
      'GET /api/platform/player': () =>
        Response.json({ code: 'unauthorized', message: 'x' }, { status: 401 }),
      'GET /api/sportsbook/v2/settings': () => Response.json(settings),
    });
    await loadPlayer(client);
    expect(getAuthStatus()).toBe('notLoggedIn');
  });
});

describe('signOut (spec §4)', () => {
  it('calls the server, clears the player, runs the hooks, prompts sign-in, then the callback', async () => {
    const calls = stubBackend({
      'DELETE /api/platform/users/sign_out': () => new Response(null, { status: 204 }),
    });
    client.setQueryData(platformKeys.player, toPlayer(player));
    client.setQueryData(platformKeys.accounts, accounts);
    dispatchAuth('profileLoaded');
    const order: string[] = [];
    const off = onSignOut(() => order.push('quick bet off'));
    await signOut(client, { sessionExpired: true, callback: () => order.push('callback') });
    off();

    expect(calls).toEqual([{ method: 'DELETE', path: '/api/platform/users/sign_out' }]);
    expect(client.getQueryData(platformKeys.player)).toBeNull();
    expect(client.getQueryData(platformKeys.accounts)).toBeUndefined();
    expect(getAuthStatus()).toBe('notLoggedIn');
    expect(order).toEqual(['quick bet off', 'callback']);
    expect(getAccountModal()).toBe('signIn');
    expect(isSessionExpiredPrompt()).toBe(true);
  });

  it('ends the local session even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    client.setQueryData(platformKeys.player, toPlayer(player));
    dispatchAuth('profileLoaded');
    await signOut(client);
    expect(getAuthStatus()).toBe('notLoggedIn');
    expect(getAccountModal()).toBeNull();
  });

  it('clearSession alone leaves the modals be', () => {
    dispatchAuth('profileLoaded');
    clearSession(client);
    expect(getAuthStatus()).toBe('notLoggedIn');
    expect(getAccountModal()).toBeNull();
  });
});

describe('the session hint (issue 18: a visitor without a session makes no failing call)', () => {
  it('without the session cookie the profile is null unasked, until a sign-in may have set one', async () => {
    const calls = stubBackend({ 'GET /api/platform/player': () => Response.json(player) });
    initSessionHint(false);
    await expect(client.fetchQuery(playerQueryOptions)).resolves.toBeNull();
    // a later render of the layout carries the page request's finding again: it is not news
    initSessionHint(true);
    await expect(client.fetchQuery({ ...playerQueryOptions, staleTime: 0 })).resolves.toBeNull();
    expect(calls).toEqual([]);
    markSessionPossible();
    await expect(client.fetchQuery({ ...playerQueryOptions, staleTime: 0 })).resolves.toEqual(
      toPlayer(player),
    );
    expect(calls).toEqual([{ method: 'GET', path: '/api/platform/player' }]);
  });

  it('a sign-out stops asking; an expired cookie still asks and reads as no player', async () => {
    markSessionPossible();
    const calls = stubBackend({
      'GET /api/platform/player': () =>
        Response.json({ code: 'unauthorized', message: 'x' }, { status: 401 }),
    });
    // spec §8: a cookie the server no longer knows answers 401, which means no player
    await expect(client.fetchQuery({ ...playerQueryOptions, staleTime: 0 })).resolves.toBeNull();
    expect(calls).toHaveLength(1);
    clearSession(client);
    await expect(client.fetchQuery({ ...playerQueryOptions, staleTime: 0 })).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });
});
