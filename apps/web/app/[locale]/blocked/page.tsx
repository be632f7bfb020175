import type { Metadata } from 'next';
import { isAppLocale } from '@/i18n/paths';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { staticPageMetadata } from '@/features/seo/server';
import { StaticPageContent } from '@/features/static-pages/server';

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ country?: string | string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  return isAppLocale(locale) ? staticPageMetadata(locale, 'blocked', '/blocked') : {};
}

// spec §2/§8: the country not served comes as ?country=<ISO alpha-2>
export default async function BlockedPage({ params, searchParams }: PageProps) {
  const [{ locale }, { country }] = await Promise.all([params, searchParams]);
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  return <StaticPageContent kind="blocked" country={country} />;
}
