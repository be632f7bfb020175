import type { SiteConfigResponse } from '@sportsbook/contract/site-config';
import type { Database } from '@/db/client';
import type { SiteConfigReader } from '@/http/site-config-reader';

export type { SiteConfigReader } from '@/http/site-config-reader';
import { loadSiteConfig } from './store';

/** How long a read configuration serves before the next request reads it again (issue 16: seconds). */
export const SITE_CONFIG_TTL_MS = 5_000;

export function siteConfigReader(
  db: Database,
  siteId: string,
  { ttlMs = SITE_CONFIG_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): SiteConfigReader {
  // invalidate() drops the entry, so a read begun before a change is never served after it
  let cached: { value: Promise<SiteConfigResponse>; until: number } | null = null;
  return {
    current() {
      if (cached && now() < cached.until) return cached.value;
      const value = loadSiteConfig(db, siteId);
      const entry = { value, until: now() + ttlMs };
      cached = entry;
      // a failed read is not kept: the next request tries again
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
    invalidate() {
      cached = null;
    },
  };
}
