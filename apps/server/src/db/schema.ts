import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Translated names keyed by locale tag; `en` is always present and is the fallback. */
export type LocalizedNames = { en: string } & Record<string, string>;

export const SPORT_TYPES = ['regular', 'cyber'] as const;
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;

/** Spec §3 Sport. Higher priority sorts first (top sports). */
export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    key: text('key').notNull().unique(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull().default(0),
    type: text('type', { enum: SPORT_TYPES }).notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sports_type_check', sql`${t.type} in ('regular', 'cyber')`),
    check('sports_provider_check', sql`${t.provider} in ('betradar', 'oddin', 'betconstruct')`),
    check('sports_names_en_check', sql`${t.names} ? 'en'`),
  ],
);

export type SportRow = typeof sports.$inferSelect;
