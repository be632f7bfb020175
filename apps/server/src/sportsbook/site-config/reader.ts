import type { SiteConfigResponse } from '@sportsbook/contract/site-config';
import type { Database } from '@/db/client';
import { loadSiteConfig } from './store';

/** How long a read configuration serves before the next request reads it again (issue 16: seconds). */
export const SITE_CONFIG_TTL_MS = 5_000;

/**
 * The stored site configuration of one site, as every route reads it (issue 16 item 1: the one
 * source of the site settings): cached a few seconds, forgotten at once when this process changes it.
 */
export interface SiteConfigReader {
  current(): Promise<SiteConfigResponse>;
  /** The operator API changed it: the next read loads the stored one. */
  invalidate(): void;
}

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
