import type { Metadata } from 'next';
import { isAppLocale } from '@/i18n/paths';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { defaultHomePage } from '@/api/content';
import { ContentRoute } from '@/composition/content-route';
import { loadContentPage } from '@/features/content/server';
import { pageMetadata } from '@/features/seo/server';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: HomePageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    loadContentPage('/', locale),
  ]);
  return pageMetadata({
    locale,
    pathname: '/',
    description: page?.seo?.description || t('description'),
    ...(page?.seo?.keywords.length ? { keywords: page.seo.keywords } : {}),
    noindex: page ? !page.index : false,
  });
}

/**
 * Home (spec §2): the operator's "/" content page (issue 16: an operator recomposes it). The
 * seed always has one; a backend without it gets the default composition (the seed's blocks).
 */
export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const page = (await loadContentPage('/', locale)) ?? defaultHomePage(locale);
  return <ContentRoute locale={locale} page={page} />;
}
