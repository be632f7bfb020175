import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { bonusKeys } from '@/api/promotions-keys';
import { clearBonusNotices, onBonusIssued, type BonusNotice } from '@/api/promotions-notices';
import { tournamentPoolQueryOptions } from '@/api/promotions';
import { applyRealtimeEvent } from './events';

const flags = { enabledSportTypes: ['regular'], enabledProviders: ['betradar' as const] };
const issued = {
  type: 'bonus_issued' as const,
  data: { id: 'fb-1', type: 'freebet' as const, name: 'Gift' },
};

afterEach(() => clearBonusNotices());

describe('promotion events (spec §7)', () => {
  it('tournament_pool_changed sets the live pool of that tournament', () => {
    const client = new QueryClient();
    applyRealtimeEvent(
      client,
      {
        type: 'tournament_pool_changed',
        data: { tournament_id: 't-1', currency: 'EUR', pool_amount: 1_250_00 },
      },
      flags,
    );
    expect(client.getQueryData(tournamentPoolQueryOptions('t-1').queryKey)).toEqual({
      tournamentId: 't-1',
      currency: 'EUR',
      poolAmount: 125000,
    });
    expect(client.getQueryData(tournamentPoolQueryOptions('t-2').queryKey)).toBeUndefined();
  });

  it('bonus_issued reaches the alerts and makes the bonus lists stale', () => {
    const client = new QueryClient();
    client.setQueryData(bonusKeys.list({ available: true }), []);
    const heard: BonusNotice[] = [];
    const stop = onBonusIssued((notice) => heard.push(notice));
    applyRealtimeEvent(client, issued, flags);
    stop();
    expect(heard).toEqual([{ id: 'fb-1', type: 'freebet', name: 'Gift' }]);
    expect(client.getQueryState(bonusKeys.list({ available: true }))?.isInvalidated).toBe(true);
  });

  it('a notice that arrives before the alerts listen waits for them, once', () => {
    applyRealtimeEvent(new QueryClient(), issued, flags);
    const first: BonusNotice[] = [];
    onBonusIssued((notice) => first.push(notice))();
    const second: BonusNotice[] = [];
    onBonusIssued((notice) => second.push(notice))();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
  });

  it('sign-out forgets notices nobody took', () => {
    applyRealtimeEvent(new QueryClient(), issued, flags);
    clearBonusNotices();
    const heard: BonusNotice[] = [];
    onBonusIssued((notice) => heard.push(notice))();
    expect(heard).toEqual([]);
  });
});
