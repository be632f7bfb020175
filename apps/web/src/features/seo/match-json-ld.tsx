import { getTranslations } from 'next-intl/server';
import { resolveSlug } from '@/catalogue/navigation/resolve-slug';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { matchHead, matchName } from './catalogue-head';
import { canonicalPathname } from './head';
import { JsonLdScript } from './json-ld';
import { siteOrigin } from './page-metadata';
import { sportsEventJsonLd } from './structured-data';

/**
 * SportsEvent structured data of `/[sport]/[slug]` when the slug is a match; nothing otherwise.
 * Reads the same request-cached lookup the page renders from, so it costs no extra call.
 */
export async function MatchJsonLd({
  locale,
  sport,
  slug,
}: {
  locale: AppLocale;
  sport: string;
  slug: string;
}) {
  // the page shows the lookup's error or 404 itself; structured data is simply left out
  const page = await resolveSlug(locale, sport, slug).catch(() => null);
  if (page?.kind !== 'event' || page.event.type !== 'match') return null;
  const [origin, t] = await Promise.all([
    siteOrigin(),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  const match = page.event;
  const url = new URL(localizePath(canonicalPathname(`/${sport}/${slug}`), locale), origin).href;
  return (
    <JsonLdScript
      data={sportsEventJsonLd(match, {
        name: matchName(match, t),
        url,
        description: matchHead(match, t, locale).description,
      })}
    />
  );
}
