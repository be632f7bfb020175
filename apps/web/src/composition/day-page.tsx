import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import type { MatchesFilter } from '@/api/catalogue/matches';
import { DAY_MS, DaySections } from '@/catalogue/events/day-sections';
import { SectionSkeleton } from '@/catalogue/events/events-skeleton';
import sectionStyles from '@/catalogue/events/section.module.css';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale, localizePath } from '@/i18n/paths';

/** The two day-by-day pages of spec §2: what each lists and where its texts are. */
const DAY_PAGES = {
  // finished matches of the last days, newest day first
  results: {
    pathname: '/results',
    messages: 'resultsPage',
    newestFirst: true,
    filter: (now: number): Omit<MatchesFilter, 'locale'> => ({
      matchStatus: [3, 4],
      sortBy: 'start_time',
      startFrom: new Date(now - 3 * DAY_MS).toISOString(),
    }),
  },
  // matches not started yet, for the coming week
  schedule: {
    pathname: '/schedule',
    messages: 'schedulePage',
    newestFirst: false,
    filter: (now: number): Omit<MatchesFilter, 'locale'> => ({
      matchStatus: [0],
      sortBy: 'start_time',
      startFrom: new Date(now).toISOString(),
      startTo: new Date(now + 7 * DAY_MS).toISOString(),
    }),
  },
} as const;

export type DayPageKind = keyof typeof DAY_PAGES;

interface DayPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ day?: string | string[] }>;
}

/** `generateMetadata` of a day page. */
export function dayPageMetadata(kind: DayPageKind) {
  const page = DAY_PAGES[kind];
  return async function generateMetadata({ params }: DayPageProps): Promise<Metadata> {
    const { locale } = await params;
    if (!isAppLocale(locale)) return {};
    const t = await getTranslations({ locale, namespace: 'catalogue' });
    return pageMetadata({
      locale,
      pathname: page.pathname,
      title: t(`${page.messages}.title`),
      description: t(`${page.messages}.description`),
    });
  };
}

/** A day page: one day at a time, picked with `?day=YYYY-MM-DD`, the window relative to the request. */
export function dayPage(kind: DayPageKind) {
  const page = DAY_PAGES[kind];
  return async function DayPage({ params, searchParams }: DayPageProps) {
    const [{ locale }, { day }] = await Promise.all([params, searchParams]);
    if (!isAppLocale(locale)) notFound();
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'catalogue' });
    return (
      <div className={sectionStyles.page}>
        <h1 className={sectionStyles.pageTitle}>{t(`${page.messages}.title`)}</h1>
        <Suspense fallback={<SectionSkeleton title={t(`${page.messages}.title`)} titled={false} />}>
          <DaySections
            locale={locale}
            newestFirst={page.newestFirst}
            filter={page.filter(Date.now())}
            emptyText={t(`${page.messages}.empty`)}
            picker={{
              selected: typeof day === 'string' ? day : undefined,
              href: (d) => `${localizePath(page.pathname, locale)}?day=${d}`,
              // both pages name the day picker alike
              label: t('schedulePage.days'),
            }}
          />
        </Suspense>
      </div>
    );
  };
}
