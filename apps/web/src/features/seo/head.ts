import type { Metadata } from 'next';
import { localizePath } from '@/i18n/paths';
import { currentPolicy } from '@/i18n/prefix-policy';
import { routing, type AppLocale } from '@/i18n/routing';

/** A page's own head data (spec §2 "each page may set its own index flag, SEO"). */
export interface PageHead {
  locale: AppLocale;
  /** The page's path without locale, e.g. `/` or `/soccer/premier-league`. */
  pathname: string;
  /** The page title without the site name (the locale layout's template appends it). */
  title?: string;
  description?: string;
  /** Page-specific keywords, listed before the site's own. */
  keywords?: readonly string[];
  /** Static error pages and other pages kept out of search results. */
  noindex?: boolean;
}

/** The site-wide texts and origin every page head is built with. */
export interface SiteHead {
  /** Public origin, e.g. `https://www.example.com`. */
  origin: URL;
  siteName: string;
  /** Default title, used for social previews of pages without a title of their own. */
  defaultTitle: string;
  /** The site keywords, as written in the messages (comma separated). */
  keywords: string;
}

/**
 * Whether a request's host (`host[:port]`) is one of the site's mirrors (spec §3 site configuration
 * mirrors: other absolute origins of the same site) and not the primary origin: its pages then
 * point their canonical at the primary and stay out of search results.
 */
export function isMirrorHost(
  host: string | null,
  mirrors: readonly string[],
  primary: URL | null,
): boolean {
  if (!host) return false;
  const wanted = host.trim().toLowerCase();
  if (primary && primary.host === wanted) return false;
  return mirrors.some((mirror) => {
    try {
      return new URL(mirror).host === wanted;
    } catch {
      return false;
    }
  });
}

/** Splits a keyword message on Latin and Arabic commas, dropping blanks. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** The path alone: canonical and alternate links never carry a query or a hash. */
export function canonicalPathname(pathname: string): string {
  const end = pathname.search(/[?#]/);
  const path = end === -1 ? pathname : pathname.slice(0, end);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Alternate-language links (spec §2): one per locale, the default locale unprefixed unless the
 * site forces prefixes, and `x-default` pointing at the default locale's URL.
 */
export function alternateLanguages(
  pathname: string,
  policy = currentPolicy(),
): Record<string, string> {
  const path = canonicalPathname(pathname);
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) languages[locale] = localizePath(path, locale, policy);
  languages['x-default'] = localizePath(path, policy.defaultLocale, policy);
  return languages;
}

/** Open Graph wants language_TERRITORY: the likeliest region is added (`de` -> `de_DE`). */
export function openGraphLocale(locale: string): string {
  const tag = new Intl.Locale(locale).maximize();
  return tag.region ? `${tag.language}_${tag.region}` : tag.language;
}

/**
 * Next metadata of a page head: title, description, keywords, canonical and alternates, social
 * preview (Open Graph, Twitter card) and noindex. Pure, so it is tested without a request.
 */
export function buildPageMetadata(page: PageHead, site: SiteHead): Metadata {
  const canonical = localizePath(canonicalPathname(page.pathname), page.locale);
  const keywords = [...new Set([...(page.keywords ?? []), ...splitKeywords(site.keywords)])];
  const socialTitle = page.title ?? site.defaultTitle;
  const description = page.description;

  return {
    metadataBase: site.origin,
    ...(page.title ? { title: page.title } : {}),
    ...(description ? { description } : {}),
    keywords,
    alternates: { canonical, languages: alternateLanguages(page.pathname) },
    openGraph: {
      type: 'website',
      siteName: site.siteName,
      url: canonical,
      title: socialTitle,
      ...(description ? { description } : {}),
      locale: openGraphLocale(page.locale),
      alternateLocale: routing.locales
        .filter((other) => other !== page.locale)
        .map(openGraphLocale),
    },
    twitter: {
      card: 'summary',
      title: socialTitle,
      ...(description ? { description } : {}),
    },
    ...(page.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
