import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { contentPageBodySchema, ContentPageWire } from '@sportsbook/contract/content';
import type { Database } from '@/db/client';
import { contentPages, type ContentPageRow } from '@/db/schema-content';

export type ContentPageInput = z.output<typeof contentPageBodySchema>;

/** A row as both APIs send it. */
export const contentPageToWire = (row: ContentPageRow): ContentPageWire => ({
  path: row.path,
  locale: row.locale === '' ? null : row.locale,
  index: row.indexed,
  seo: row.seo,
  translations: row.translations,
  blocks: row.blocks,
  style: row.style,
  updated_at: row.updatedAt.toISOString(),
});

/** The first page at `path` among `locales`, the longest locale first ('' is every locale). */
async function firstPage(
  db: Database,
  site: string,
  path: string,
  locales: string[],
): Promise<ContentPageRow | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.site, site),
        eq(contentPages.path, path),
        inArray(contentPages.locale, locales),
      ),
    )
    .orderBy(desc(contentPages.locale))
    .limit(1);
  return row ?? null;
}

/** The page at `path` for `locale`: its own locale's page first, else the every-locale page. */
export const findContentPage = (
  db: Database,
  site: string,
  path: string,
  locale: string | undefined,
): Promise<ContentPageRow | null> => firstPage(db, site, path, locale ? [locale, ''] : ['']);

/** The page stored exactly at (path, locale); null locale is the every-locale page. */
export const getExactContentPage = (
  db: Database,
  site: string,
  path: string,
  locale: string | null,
): Promise<ContentPageRow | null> => firstPage(db, site, path, [locale ?? '']);

export const listContentPages = (db: Database, site: string): Promise<ContentPageRow[]> =>
  db
    .select()
    .from(contentPages)
    .where(eq(contentPages.site, site))
    .orderBy(asc(contentPages.path), asc(contentPages.locale));

/** Creates the page or replaces it whole; one statement, so one transaction. */
export async function putContentPage(
  db: Database,
  site: string,
  page: ContentPageInput,
  now: Date,
): Promise<ContentPageRow> {
  const values = {
    site,
    path: page.path,
    locale: page.locale ?? '',
    indexed: page.index,
    seo: page.seo,
    translations: page.translations,
    blocks: page.blocks,
    style: page.style,
    updatedAt: now,
  };
  const [row] = await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({
      target: [contentPages.site, contentPages.path, contentPages.locale],
      set: { ...values },
    })
    .returning();
  if (!row) throw new Error('content page upsert returned nothing');
  return row;
}

export async function deleteContentPage(
  db: Database,
  site: string,
  path: string,
  locale: string | null,
): Promise<boolean> {
  const gone = await db
    .delete(contentPages)
    .where(
      and(
        eq(contentPages.site, site),
        eq(contentPages.path, path),
        eq(contentPages.locale, locale ?? ''),
      ),
    )
    .returning({ id: contentPages.id });
  return gone.length > 0;
}

/** Stores the page's blocks in a new order (the caller checked it is the same set). */
export async function saveBlocks(
  db: Database,
  id: number,
  blocks: ContentPageRow['blocks'],
  now: Date,
): Promise<ContentPageRow> {
  const [row] = await db
    .update(contentPages)
    .set({ blocks, updatedAt: now })
    .where(eq(contentPages.id, id))
    .returning();
  if (!row) throw new Error('content page vanished during reorder');
  return row;
}
