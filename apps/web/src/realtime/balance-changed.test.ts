import { QueryClient } from '@tanstack/react-query';
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
});
