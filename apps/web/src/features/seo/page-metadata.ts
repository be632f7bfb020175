import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { serverEnv } from '@/config/env';
import type { AppLocale } from '@/i18n/routing';
import { siteConfig } from '@/session/site-config';
import { buildPageMetadata, isMirrorHost, type PageHead } from './head';

const requestHost = async (): Promise<string | null> => {
  const incoming = await headers();
  return incoming.get('x-forwarded-host') ?? incoming.get('host');
};

/** The public origin: SITE_URL when configured, else the host the request came to. */
export async function siteOrigin(): Promise<URL> {
  const configured = serverEnv().SITE_URL;
  if (configured) return new URL(configured);
  const host = (await requestHost()) ?? '127.0.0.1:3000';
  const incoming = await headers();
  const proto = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return new URL(`${proto}://${host}`);
}

/** The request came to a mirror of the site (spec §3 site configuration mirrors). */
export async function onMirrorHost(): Promise<boolean> {
  const [host, site] = await Promise.all([requestHost(), siteConfig()]);
  const configured = serverEnv().SITE_URL;
  return isMirrorHost(host, site.mirrors, configured ? new URL(configured) : null);
}

/**
 * Page head of spec §2: title, description, keywords, canonical and alternate-language links (the
 * default locale doubles as x-default), social preview, and noindex where asked.
 */
export async function pageMetadata(page: PageHead): Promise<Metadata> {
  const [origin, t, mirror] = await Promise.all([
    siteOrigin(),
    getTranslations({ locale: page.locale, namespace: 'meta' }),
    onMirrorHost(),
  ]);
  // on a mirror the canonical is the primary origin's (siteOrigin: SITE_URL), and no indexing
  return buildPageMetadata(mirror ? { ...page, noindex: true } : page, {
    origin,
    siteName: t('siteName'),
    defaultTitle: t('title'),
    keywords: t('keywords'),
  });
}

/** Head of a static page (spec §2/§8): its localized title and description, alternates, noindex. */
export async function staticPageMetadata(
  locale: AppLocale,
  page: 'not-found' | 'error' | 'locked' | 'blocked',
  pathname: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'page' });
  return pageMetadata({
    locale,
    pathname,
    title: t(`${page}.title`),
    // the blocked text names a country the head does not know: its title says enough
    ...(page === 'blocked' ? {} : { description: t(`${page}.description`) }),
    noindex: true,
  });
}
