import type { SiteConfigResponse } from '@sportsbook/contract/site-config';

/**
 * The stored site configuration of one site, as every route reads it (issue 16 item 1: the one
 * source of the site settings): cached a few seconds, forgotten at once when this process changes
 * it. Declared in the base so the context carries it; sportsbook/site-config/reader.ts builds it.
 */
export interface SiteConfigReader {
  current(): Promise<SiteConfigResponse>;
  /** The operator API changed it: the next read loads the stored one. */
  invalidate(): void;
}
