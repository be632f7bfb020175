import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { isAppLocale } from '@/i18n/paths';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleDocument } from '@/composition/locale-document';
import { siteConfig } from '@/session/site-config';
import { onMirrorHost } from '@/features/seo/server';
import '@/styles/tokens.css';
import '@/styles/global.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
};

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const [t, site, mirror] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    siteConfig(),
    onMirrorHost(),
  ]);
  return {
    title: { default: t('title'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    keywords: t('keywords')
      .split(/[,،]\s*/)
      .filter(Boolean),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName') },
    // spec §3 favicon and §2 page head: noindex on every page while indexing is off
    ...(site.faviconUrl ? { icons: { icon: site.faviconUrl } } : {}),
    ...(site.indexing ? {} : { robots: { index: false, follow: false } }),
    // spec §3 mirrors: a mirror's pages stay out of search results (their canonical: pageMetadata)
    ...(site.indexing && mirror ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  // spec §3 locales: a locale the operator has not enabled answers 404
  if (!(await siteConfig()).locales.enabled.includes(locale)) notFound();
  setRequestLocale(locale);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
