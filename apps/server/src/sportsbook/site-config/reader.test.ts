import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { SiteConfigResponse } from '@sportsbook/contract/site-config';
import type { Database } from '@/db/client';
import { siteConfigReader } from './reader';
import { loadSiteConfig } from './store';

vi.mock('./store', () => ({ loadSiteConfig: vi.fn() }));
const load = vi.mocked(loadSiteConfig);
const stored = (version: number) => ({ version }) as SiteConfigResponse;
const db = {} as Database;

describe('siteConfigReader (issue 16: cached, invalidated on change)', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    load.mockReset();
  });
  const reader = () => siteConfigReader(db, 'demo', { ttlMs: 5_000, now: () => clock });

  test('serves one read for the TTL, then reads the stored one again', async () => {
    load.mockResolvedValueOnce(stored(1)).mockResolvedValueOnce(stored(2));
    const r = reader();
    expect((await r.current()).version).toBe(1);
    clock = 4_999;
    expect((await r.current()).version).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(db, 'demo');
    clock = 5_000;
    expect((await r.current()).version).toBe(2);
  });

  test('invalidate: the next read loads at once', async () => {
    load.mockResolvedValueOnce(stored(1)).mockResolvedValueOnce(stored(2));
    const r = reader();
    await r.current();
    r.invalidate();
    expect((await r.current()).version).toBe(2);
  });

  test('concurrent reads share one load; a failed load is not kept', async () => {
    load.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(stored(3));
    const r = reader();
    const [a, b] = await Promise.allSettled([r.current(), r.current()]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect(load).toHaveBeenCalledTimes(1);
    expect((await r.current()).version).toBe(3);
  });
});
