import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The name in the locale, else its base language (pt-BR -> pt), else English (spec §2 fallback). */
export function localized(names: AnyColumn | SQL, locale: string): SQL<string> {
  const base = locale.split('-')[0] ?? locale;
  return sql<string>`coalesce(${names} ->> ${locale}, ${names} ->> ${base}, ${names} ->> 'en')`;
}
