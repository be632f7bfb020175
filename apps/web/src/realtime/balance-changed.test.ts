import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AccountWire } from '@sportsbook/contract/platform';
import { platformKeys } from '@/api/platform';
import { applyRealtimeEvent } from './events';

const flags = { enabledSportTypes: ['regular'], enabledProviders: ['betradar' as const] };

describe('balance_changed (spec §4 live updates)', () => {
  it('replaces the balance of the matching currency and keeps the active flag', () => {
    const client = new QueryClient();
    const accounts: AccountWire[] = [
      { currency: 'EUR', balance: 1000, active: true },
      { currency: 'USD', balance: 50, active: false },
    ];
    client.setQueryData(platformKeys.accounts, accounts);
    applyRealtimeEvent(
      client,
      { type: 'balance_changed', data: { currency: 'EUR', balance: 750 } },
      flags,
    );
    const next = client.getQueryData<AccountWire[]>(platformKeys.accounts);
    expect(next).toEqual([
      { currency: 'EUR', balance: 750, active: true },
      { currency: 'USD', balance: 50, active: false },
    ]);
    // the untouched account keeps its reference (no needless re-render)
    expect(next?.[1]).toBe(accounts[1]);
  });

  it('changes nothing for an unknown currency or an anonymous cache', () => {
    const client = new QueryClient();
    applyRealtimeEvent(
      client,
      { type: 'balance_changed', data: { currency: 'EUR', balance: 1 } },
      flags,
    );
    expect(client.getQueryData(platformKeys.accounts)).toBeUndefined();
    const accounts: AccountWire[] = [{ currency: 'EUR', balance: 1000, active: true }];
    client.setQueryData(platformKeys.accounts, accounts);
    applyRealtimeEvent(
      client,
      { type: 'balance_changed', data: { currency: 'BTC', balance: 1 } },
      flags,
    );
    expect(client.getQueryData(platformKeys.accounts)).toBe(accounts);
  });

  it('a read in flight when the push arrives cannot put the old balance back', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    // the server's balance: 0 before the deposit, 1000 after it; each read answers when told
    let serverBalance = 0;
    const pending: (() => void)[] = [];
    const queryFn = () => {
      const balance = serverBalance;
      return new Promise<AccountWire[]>((resolve) => {
        pending.push(() => resolve([{ currency: 'EUR', balance, active: true }]));
      });
    };
    // the header shows the balance it read earlier while a refetch of it is under way
    client.setQueryData(platformKeys.accounts, [{ currency: 'EUR', balance: 0, active: true }]);
    const observer = new QueryObserver(client, { queryKey: platformKeys.accounts, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await tick();
    expect(pending).toHaveLength(1);
    serverBalance = 1000;
    applyRealtimeEvent(
      client,
      { type: 'balance_changed', data: { currency: 'EUR', balance: 1000 } },
      flags,
    );
    // the read started before the deposit answers late, then any read after it
    while (pending.length > 0) {
      pending.shift()?.();
      await tick();
    }
    expect(client.getQueryData<AccountWire[]>(platformKeys.accounts)?.[0]?.balance).toBe(1000);
    unsubscribe();
  });
});
