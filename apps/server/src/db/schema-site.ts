import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Spec §3 Site configuration (issue 16): one row per site (SITE_ID), the whole configuration as
 * validated JSON; version counts the accepted changes so a cache knows it is stale.
 */
export const siteConfigs = pgTable('site_configs', {
  siteId: text('site_id').primaryKey(),
  config: jsonb('config').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SiteConfigRow = typeof siteConfigs.$inferSelect;
