import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { panelStore } from '@/features/betslip';
import { openAccountModal, closeAccountModal } from '@/session/account-modal-store';
import {
  closeDepositModal,
  getDepositModal,
  hasHostCashier,
  openDepositModal,
} from '@/session/deposit-request';
import EmbedBridgeHost from './embed-bridge';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/live',
}));

const HOST = 'https://casino.example';
const posted: { message: { type: string; version: number; payload: unknown }; target: string }[] =
  [];

let view: ReturnType<typeof render> | undefined;

beforeEach(() => {
  posted.length = 0;
  // a visitor: the profile call answers 401
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response('{"code":"unauthorized","message":"no"}', { status: 401 })),
  );
  // happy-dom's page is its own parent: what the bridge posts to it is kept here
  vi.spyOn(window, 'postMessage').mockImplementation(((message: never, target: string) => {
    posted.push({ message, target });
  }) as typeof window.postMessage);
});
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  panelStore.set({ open: false, tab: 'BET_SLIP' });
  closeAccountModal();
  closeDepositModal();
});

function mount(origins = [HOST]) {
  window.history.replaceState(null, '', '/live');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  view = render(
    <QueryClientProvider client={client}>
      <EmbedBridgeHost locale="en" embedding={{ origins, allowAnyWithToken: false }} />
    </QueryClientProvider>,
  );
}

const fromHost = (type: string, payload: unknown, origin = HOST) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: `sportsbook:${type}`, version: 1, payload },
        origin,
        source: window,
      }),
    );
  });

const types = () => posted.map((p) => p.message.type);

describe('the host-page bridge on the page (spec §7)', () => {
  it('says the page loaded and that it listens, to the listed origin only', () => {
    mount();
    expect(types()).toEqual(
      expect.arrayContaining(['sportsbook:page-loaded', 'sportsbook:initialized']),
    );
    expect(posted.find((p) => p.message.type === 'sportsbook:page-loaded')).toEqual({
      message: {
        type: 'sportsbook:page-loaded',
        version: 1,
        payload: { path: '/live', locale: 'en' },
      },
      target: HOST,
    });
    expect(new Set(posted.map((p) => p.target))).toEqual(new Set([HOST]));
  });

  it('open bet slip and page changed act; the same from another origin does nothing', () => {
    mount();
    fromHost('open-bet-slip', {}, 'https://evil.example');
    fromHost('page-changed', { path: '/live' }, 'https://evil.example');
    expect(panelStore.get().open).toBe(false);
    expect(push).not.toHaveBeenCalled();
    fromHost('open-bet-slip', {});
    fromHost('page-changed', { path: '/soccer' });
    expect(panelStore.get().open).toBe(true);
    expect(push).toHaveBeenCalledWith('/soccer');
    expect(posted.at(-1)?.message).toMatchObject({
      type: 'sportsbook:bet-slip-state-changed',
      payload: { open: true },
    });
  });

  it('a sign-in request becomes signIn and a modal notice', () => {
    mount();
    act(() => openAccountModal('signIn'));
    expect(types()).toEqual(
      expect.arrayContaining(['sportsbook:notify-modal-triggered', 'sportsbook:signIn']),
    );
  });

  it('spec §5: a host listening to deposit gets it and no modal opens; without, the frame opens its own', () => {
    mount();
    const deposits = () => types().filter((type) => type === 'sportsbook:deposit');
    // a foreign origin cannot take the deposits away
    fromHost('listeners', { events: ['deposit'] }, 'https://evil.example');
    expect(hasHostCashier()).toBe(false);

    fromHost('listeners', { events: ['balance-changed', 'deposit'] });
    act(() => openDepositModal('iframe', 'header'));
    expect(deposits()).toHaveLength(1);
    expect(posted.at(-1)).toEqual({
      message: { type: 'sportsbook:deposit', version: 1, payload: { currency: null } },
      target: HOST,
    });
    expect(getDepositModal()).toBeNull();

    fromHost('listeners', { events: ['balance-changed'] });
    act(() => openDepositModal('auto', 'betslip'));
    expect(deposits()).toHaveLength(1);
    expect(getDepositModal()).toEqual({ kind: 'auto', source: 'betslip' });
  });

  it('the host cashier ends with the bridge', () => {
    mount();
    fromHost('listeners', { events: ['deposit'] });
    expect(hasHostCashier()).toBe(true);
    view?.unmount();
    view = undefined;
    expect(hasHostCashier()).toBe(false);
  });
});
