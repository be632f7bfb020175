import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SuspendedEvents as EventsSection } from '@/catalogue/events/suspended-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { SuspendedTopLeagues } from '@/catalogue/leagues/top-leagues';
import { Breadcrumbs } from '@/catalogue/navigation/breadcrumbs';
import { resolveSportPage } from '@/catalogue/navigation/sport-pages';
import { SuspendedRecentResults } from '@/catalogue/top-events/recent-results';
import { TopEvents } from '@/catalogue/top-events/top-events';
import { ContentRoute, contentPageMetadata } from '@/composition/content-route';
import { loadContentPage } from '@/features/content/server';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale, localizePath } from '@/i18n/paths';

interface SportPageProps {
  params: Promise<{ locale: string; sport: string }>;
}

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: SportPageProps): Promise<Metadata> {
  const { locale, sport } = await params;
  if (!isAppLocale(locale)) return {};
  // a content page at this path (custom paths of settings) comes before the sport of that key
  const content = await loadContentPage(`/${sport}`, locale);
  if (content) return contentPageMetadata(locale, content);
  const page = await resolveSportPage(locale, sport);
  if (!page) return {};
  const [t, seo] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  return pageMetadata({
    locale,
    pathname: `/${sport}`,
    title: seo('sportTitle', { sport: page.title }),
    description: t('sportPage.description', { sport: page.title }),
    keywords: [page.title],
  });
}

/**
 * `/[sport]`, `/top-sports` and `/cybersport` (spec §2): top events with the event banner, top
 * leagues with the all-leagues modal, in-play, upcoming and results matches by league.
 */
export default async function SportPage({ params }: SportPageProps) {
  const { locale, sport } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const content = await loadContentPage(`/${sport}`, locale);
  if (content) return <ContentRoute locale={locale} page={content} />;
  const [page, t] = await Promise.all([
    resolveSportPage(locale, sport),
    getTranslations({ locale, namespace: 'catalogue' }),
  ]);
  if (!page) notFound();
  // top-sports limits matches per sport in its filter; these sections only need the scope
  const scope = { sportKey: page.filter.sportKey, sportType: page.filter.sportType };
  return (
    <div className={sectionStyles.page}>
      <div className={sectionStyles.section}>
        <Breadcrumbs
          label={t('breadcrumbs')}
          items={[{ name: t('home'), href: localizePath('/', locale) }, { name: page.title }]}
        />
        <h1 className={sectionStyles.pageTitle}>{page.title}</h1>
      </div>
      {/* the banner fills the first screen: it comes with the first bytes, the rest streams */}
      <TopEvents
        locale={locale}
        scope={scope}
        multiSport={page.multiSport}
        title={t('topEvents')}
      />
      <SuspendedTopLeagues
        locale={locale}
        scope={scope}
        multiSport={page.multiSport}
        title={t('topLeagues')}
      />
      <EventsSection
        locale={locale}
        title={t('inPlay')}
        filter={{ ...page.filter, matchStatus: [1, 2], sortBy: 'priority' }}
        emptyText={t('noLive')}
        withSport={page.multiSport}
      />
      <EventsSection
        locale={locale}
        title={t('upcoming')}
        filter={{
          ...page.filter,
          matchStatus: [0],
          bettable: true,
          sortBy: 'start_time',
          limit: 100,
        }}
        emptyText={t('noUpcoming')}
        withSport={page.multiSport}
      />
      <SuspendedRecentResults
        locale={locale}
        scope={scope}
        withSport={page.multiSport}
        title={t('results')}
      />
    </div>
  );
}
