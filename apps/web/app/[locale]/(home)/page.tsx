import type { Metadata } from 'next';
import { isAppLocale } from '@/i18n/paths';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SuspendedEvents as EventsSection } from '@/catalog/events/suspended-events';
import sectionStyles from '@/catalog/events/section.module.css';
import { SportsOverview } from '@/catalog/sports/sports-overview';
import { pageMetadata } from '@/features/seo/page-metadata';

interface HomePageProps {
  params: Promise<{ locale: string }>;
}

export const dynamic = 'force-dynamic';

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
  const t = await getTranslations({ locale, namespace: 'catalog' });
  return (
    <div className={sectionStyles.page}>
      <SportsOverview locale={locale} />
      <EventsSection
        locale={locale}
        title={t('inPlay')}
        filter={{ matchStatus: [1, 2], maxPerSport: 4, sortBy: 'priority' }}
        emptyText={t('noLive')}
        withSport
      />
      <EventsSection
        locale={locale}
        title={t('upcoming')}
        filter={{ matchStatus: [0], bettable: true, sortBy: 'start_time', limit: 30 }}
        emptyText={t('noUpcoming')}
        withSport
      />
    </div>
  );
}
