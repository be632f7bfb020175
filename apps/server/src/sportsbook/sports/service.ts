import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SportsQueryWire } from '@sportsbook/contract/catalog';
import type { Database } from '@/db/client';
import { sports } from '@/db/schema';

export interface SportListItem {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: 'regular' | 'cyber';
  provider: 'betradar' | 'oddin' | 'betconstruct';
}

/** The name in the locale, else its base language (pt-BR -> pt), else English. */
export const localizedName = (locale: string) => {
  const base = locale.split('-')[0] ?? locale;
  return sql<string>`coalesce(${sports.names} ->> ${locale}, ${sports.names} ->> ${base}, ${sports.names} ->> 'en')`;
};

/** One page of sports, top sports (highest priority) first, and the total matching the filter. */
export async function listSports(
  db: Database,
  query: SportsQueryWire,
): Promise<{ items: SportListItem[]; total: number }> {
  const where = query.sport_type ? eq(sports.type, query.sport_type) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select({
        id: sports.id,
        urnId: sports.urnId,
        key: sports.key,
        name: localizedName(query.locale),
        priority: sports.priority,
        type: sports.type,
        provider: sports.provider,
      })
      .from(sports)
      .where(where)
      .orderBy(desc(sports.priority), asc(sports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(sports).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
