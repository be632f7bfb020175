import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { serverEnv } from '@/env';
import { localizePath } from '@/i18n/paths';
import { routing, type AppLocale } from '@/i18n/routing';

/** The public origin: SITE_URL when configured, else the host the request came to. */
async function siteOrigin(): Promise<URL> {
  const configured = serverEnv().SITE_URL;
  if (configured) return new URL(configured);
  const incoming = await headers();
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? '127.0.0.1:3000';
  const proto = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return new URL(`${proto}://${host}`);
}

interface PageMetadataInput {
  locale: AppLocale;
  /** The page's path without locale, e.g. `/` or `/blocked`. */
  pathname: string;
  title?: string;
  description?: string;
  /** Static error pages and other pages kept out of search results. */
  noindex?: boolean;
}

/**
 * Page head of spec §2: title, description, canonical and alternate-language links (the default
 * locale doubles as x-default), social preview, and noindex where asked.
 */
export async function pageMetadata({
  locale,
  pathname,
  title,
  description,
  noindex = false,
}: PageMetadataInput): Promise<Metadata> {
  const canonical = localizePath(pathname, locale);
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = localizePath(pathname, other);
  languages['x-default'] = localizePath(pathname, routing.defaultLocale);

  return {
    metadataBase: await siteOrigin(),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      url: canonical,
      locale,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Head of a static page (spec §2/§8): its localized title, alternates and noindex. */
export async function staticPageMetadata(
  locale: AppLocale,
  page: 'not-found' | 'error' | 'locked' | 'blocked',
  pathname: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'page' });
  return pageMetadata({ locale, pathname, title: t(`${page}.title`), noindex: true });
}
