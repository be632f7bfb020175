import type { Metadata } from 'next';
import { isAppLocale } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { EventsSection } from '@/catalogue/events/events-section';
import { SuspendedEvents } from '@/catalogue/events/suspended-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { SuspendedTopLeagues } from '@/catalogue/leagues/top-leagues';
import { SportsOverview } from '@/catalogue/sports/sports-overview';
import { SportsOverviewSkeleton } from '@/catalogue/sports/sports-overview-skeleton';
import { SuspendedRecentResults } from '@/catalogue/top-events/recent-results';
import { TopEvents } from '@/catalogue/top-events/top-events';
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
 * seed always has one; without it (a backend that has no page for "/") today's composition shows.
 */
export default async function HomePage({ params }: HomePageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const page = await loadContentPage('/', locale);
  if (page) return <ContentRoute locale={locale} page={page} />;
  return <FallbackHome locale={locale} />;
}

/** The fixed home composition: action first on a phone, then the catalogue, then results. */
async function FallbackHome({ locale }: { locale: AppLocale }) {
  const [t, sports, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'sports' }),
    getTranslations({ locale, namespace: 'meta' }),
  ]);
  return (
    <div className={sectionStyles.page}>
      {/* the page's heading for assistive technology and search engines; the sections show theirs */}
      <h1 className="visually-hidden">{meta('siteName')}</h1>
      {/* what fills the first screen (banner, in play) comes with the first bytes; the rest streams */}
      <TopEvents locale={locale} scope={{}} multiSport title={t('topEvents')} />
      <EventsSection
        locale={locale}
        title={t('inPlay')}
        filter={{ matchStatus: [1, 2], maxPerSport: 4, sortBy: 'priority' }}
        emptyText={t('noLive')}
        withSport
      />
      <SuspendedTopLeagues locale={locale} scope={{}} multiSport title={t('topLeagues')} />
      <SuspendedEvents
        locale={locale}
        title={t('upcoming')}
        filter={{ matchStatus: [0], bettable: true, sortBy: 'start_time', limit: 30 }}
        emptyText={t('noUpcoming')}
        withSport
      />
      <Suspense
        fallback={
          <SportsOverviewSkeleton
            title={sports('title')}
            intro={sports('intro')}
            loadingLabel={sports('loading')}
          />
        }
      >
        <SportsOverview locale={locale} />
      </Suspense>
      <SuspendedRecentResults locale={locale} scope={{}} withSport title={t('results')} />
    </div>
  );
}
