import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContentBlockWire, ContentPageStyleWire } from '@sportsbook/contract/content';

/*
 * Spec §2 configurable content pages (issue 16 item 2), per site: one row per path and locale
 * ('' for a page of every locale); blocks in their display order.
 */

export interface ContentSeo {
  title: string;
  description: string;
  keywords: string[];
}

export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    path: text('path').notNull(),
    /** '' is every locale: a unique key cannot hold null twice as "the same". */
    locale: text('locale').notNull().default(''),
    indexed: boolean('indexed').notNull().default(true),
    seo: jsonb('seo').$type<Record<string, ContentSeo>>().notNull().default({}),
    translations: jsonb('translations')
      .$type<Record<string, { title: string }>>()
      .notNull()
      .default({}),
    blocks: jsonb('blocks').$type<ContentBlockWire[]>().notNull().default([]),
    style: jsonb('style')
      .$type<ContentPageStyleWire>()
      .notNull()
      .default({ colours: {}, width: 'normal' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_pages_site_path_locale').on(t.site, t.path, t.locale),
    index('content_pages_site').on(t.site),
  ],
);
export type ContentPageRow = typeof contentPages.$inferSelect;
