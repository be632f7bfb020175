import type { Metadata } from 'next';
import type { MatchesFilter } from '@/api/catalogue/matches';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { DAY_MS, DaySections } from '@/catalogue/events/day-sections';
import { SectionSkeleton } from '@/catalogue/events/events-skeleton';
import sectionStyles from '@/catalogue/events/section.module.css';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale, localizePath } from '@/i18n/paths';

/** The matches this page lists, relative to the time of the request. */
function windowFilter(): Omit<MatchesFilter, 'locale'> {
  const now = Date.now();
  return {
    matchStatus: [3, 4],
    sortBy: 'start_time',
    startFrom: new Date(now - 3 * DAY_MS).toISOString(),
  };
}

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ day?: string | string[] }>;
}

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return pageMetadata({
    locale,
    pathname: '/results',
    title: t('resultsPage.title'),
    description: t('resultsPage.description'),
  });
}

/** `/results` (spec §2): finished matches of the last days, one day at a time (`?day=`). */
export default async function Page({ params, searchParams }: PageProps) {
  const [{ locale }, { day }] = await Promise.all([params, searchParams]);
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return (
    <div className={sectionStyles.page}>
      <h1 className={sectionStyles.pageTitle}>{t('resultsPage.title')}</h1>
      <Suspense fallback={<SectionSkeleton title={t('resultsPage.title')} titled={false} />}>
        <DaySections
          locale={locale}
          newestFirst={true}
          filter={windowFilter()}
          emptyText={t('resultsPage.empty')}
          picker={{
            selected: typeof day === 'string' ? day : undefined,
            href: (d) => `${localizePath('/results', locale)}?day=${d}`,
            label: t('schedulePage.days'),
          }}
        />
      </Suspense>
    </div>
  );
}
