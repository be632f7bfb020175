import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SuspendedEvents } from '@/catalogue/events/suspended-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';

interface LivePageProps {
  params: Promise<{ locale: string }>;
}

// live data: rendered per request, never from a build-time cache
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LivePageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return pageMetadata({
    locale,
    pathname: '/live',
    title: t('livePage.title'),
    description: t('livePage.description'),
  });
}

/** `/live` (spec §2): every match in play, grouped by sport and league, odds live. */
export default async function LivePage({ params }: LivePageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <div className={sectionStyles.page}>
      {/* the title is in the first bytes of the page; the list streams in behind its skeleton */}
      <h1 className={sectionStyles.pageTitle}>{t('livePage.title')}</h1>
      <SuspendedEvents
        locale={locale}
        title={t('livePage.title')}
        headingLevel={0}
        withSport
        filter={{ matchStatus: [1, 2], sortBy: 'priority' }}
        emptyText={t('livePage.empty')}
      />
    </div>
  );
}
