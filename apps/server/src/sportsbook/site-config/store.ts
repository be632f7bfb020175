import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import {
  mergePatch,
  siteConfigSchema,
  type SiteConfigResponse,
  type SiteConfigWire,
} from '@sportsbook/contract/site-config';
import { DEFAULT_NAVIGATION } from '@sportsbook/contract/navigation';
import type { Database } from '@/db/client';
import { siteConfigs, type SiteConfigRow } from '@/db/schema-site';
import { HttpError } from '@/http/errors';
import { formErrorOf } from '@/http/field-errors';
import type { MessageLocale } from '@/http/messages';

/** Finds apps/server/seed/site-config.json from the source tree and from the bundle alike. */
export function findSiteConfigSeed(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'seed', 'site-config.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No seed/site-config.json above ${from}`);
  }
}

/** Reads and validates the seed; a bad file stops the start with every problem listed. */
export function loadSiteConfigSeed(file = findSiteConfigSeed()): SiteConfigWire {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Site configuration seed ${file} is not JSON: ${String(error)}`, {
      cause: error,
    });
  }
  // the file may leave the navigation out: it starts from the default layout
  const parsed = siteConfigSchema.safeParse(
    value !== null && typeof value === 'object'
      ? { navigation: DEFAULT_NAVIGATION, ...value }
      : value,
  );
  if (!parsed.success) {
    // the operator API's field errors, so a bad seed and a bad PATCH read alike
    const fields = Object.entries(formErrorOf(parsed.error, 'en').errors);
    const lines = fields.map(
      ([field, list]) => `${field}: ${list.map((e) => e.message).join('; ')}`,
    );
    throw new Error(`Invalid site configuration seed ${file}:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

const toResponse = (row: SiteConfigRow): SiteConfigResponse => ({
  data: row.config as SiteConfigWire,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/** Writes the seed for a site that has no configuration yet; a stored one is kept. */
export async function ensureSiteConfig(
  db: Database,
  siteId: string,
  seed: SiteConfigWire,
): Promise<void> {
  await db.insert(siteConfigs).values({ siteId, config: seed }).onConflictDoNothing();
}

export async function loadSiteConfig(db: Database, siteId: string): Promise<SiteConfigResponse> {
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.siteId, siteId));
  if (!row) throw new HttpError(404, 'site_config_not_found', `No configuration for ${siteId}`);
  return toResponse(row);
}

/** 422 with every field error: the stored configuration stays the last good one. */
function requireValid(value: unknown, locale: MessageLocale): SiteConfigWire {
  const parsed = siteConfigSchema.safeParse(value);
  if (!parsed.success) throw formErrorOf(parsed.error, locale);
  return parsed.data;
}

/**
 * Replaces the configuration (PUT) or merges a patch into it (PATCH), in one transaction that
 * locks the row, so two operators' patches never lose one another.
 */
export async function changeSiteConfig(
  db: Database,
  siteId: string,
  change: { replace: unknown } | { patch: unknown },
  locale: MessageLocale,
): Promise<SiteConfigResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(siteConfigs)
      .where(eq(siteConfigs.siteId, siteId))
      .for('update');
    if (!row) throw new HttpError(404, 'site_config_not_found', `No configuration for ${siteId}`);
    const next = requireValid(
      'replace' in change ? change.replace : mergePatch(row.config, change.patch),
      locale,
    );
    const [updated] = await tx
      .update(siteConfigs)
      .set({ config: next, version: sql`${siteConfigs.version} + 1`, updatedAt: sql`now()` })
      .where(eq(siteConfigs.siteId, siteId))
      .returning();
    return toResponse(updated as SiteConfigRow);
  });
}
