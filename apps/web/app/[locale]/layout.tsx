import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { isAppLocale } from '@/i18n/paths';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocaleDocument } from '@/composition/locale-document';
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
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { default: t('title'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    keywords: t('keywords')
      .split(/[,،]\s*/)
      .filter(Boolean),
    applicationName: t('siteName'),
    openGraph: { siteName: t('siteName') },
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
