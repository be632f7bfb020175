import type { Metadata } from 'next';
import { isAppLocale } from '@/i18n/paths';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { staticPageMetadata } from '@/features/seo/server';
import { StaticPageContent } from '@/features/static-pages/server';

interface PageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  return isAppLocale(locale) ? staticPageMetadata(locale, 'error', '/500') : {};
}

export default async function ErrorRoute({ params }: PageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <StaticPageContent kind="error" />;
}
