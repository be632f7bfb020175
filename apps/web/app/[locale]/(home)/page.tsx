import type { Metadata } from 'next';
import { isAppLocale } from '@/i18n/paths';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SportsOverview } from '@/catalog/sports/sports-overview';
import { pageMetadata } from '@/features/seo/page-metadata';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return pageMetadata({ locale, pathname: '/', description: t('description') });
}

export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SportsOverview locale={locale} />;
}
