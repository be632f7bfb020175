import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SuspendedEvents as EventsSection } from '@/catalog/events/suspended-events';
import sectionStyles from '@/catalog/events/section.module.css';
import { Breadcrumbs } from '@/catalog/navigation/breadcrumbs';
import { resolveSportPage } from '@/catalog/navigation/sport-pages';
import { pageMetadata } from '@/features/seo/page-metadata';
import { isAppLocale, localizePath } from '@/i18n/paths';

interface SportPageProps {
  params: Promise<{ locale: string; sport: string }>;
}

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: SportPageProps): Promise<Metadata> {
  const { locale, sport } = await params;
  if (!isAppLocale(locale)) return {};
  const page = await resolveSportPage(locale, sport);
  if (!page) return {};
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return pageMetadata({
    locale,
    pathname: `/${sport}`,
    title: page.title,
    description: t('sportPage.description', { sport: page.title }),
  });
}

/** `/[sport]`, `/top-sports` and `/cybersport` (spec §2): in-play and upcoming matches by league. */
export default async function SportPage({ params }: SportPageProps) {
  const { locale, sport } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const [page, t] = await Promise.all([
    resolveSportPage(locale, sport),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  if (!page) notFound();
  return (
    <div className={sectionStyles.page}>
      <div className={sectionStyles.section}>
        <Breadcrumbs
          label={t('breadcrumbs')}
          items={[{ name: t('home'), href: localizePath('/', locale) }, { name: page.title }]}
        />
        <h1 className={sectionStyles.pageTitle}>{page.title}</h1>
      </div>
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
    </div>
  );
}
