import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import sectionStyles from '@/catalogue/events/section.module.css';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';
import { requestTimeZone } from '@/i18n/request-time-zone';
import { FavoritesWithSession } from '@/composition/favorites-session';

interface FavoritesPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: FavoritesPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'favorites' });
  return pageMetadata({
    locale,
    pathname: '/favorites',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** `/favorites` (spec §2): the signed-in player's favorite matches. */
export default async function FavoritesPage({ params }: FavoritesPageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, tc, serverZone] = await Promise.all([
    getTranslations({ locale, namespace: 'favorites' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    requestTimeZone(),
  ]);
  return (
    <div className={sectionStyles.page}>
      <h1 className={sectionStyles.pageTitle}>{t('title')}</h1>
      <FavoritesWithSession
        locale={locale}
        time={{ locale, serverZone }}
        labels={{
          title: t('title'),
          empty: t('empty'),
          error: t('error'),
          retry: t('retry'),
          loading: t('loading'),
          signIn: {
            title: t('signIn.title'),
            text: t('signIn.text'),
            button: t('signIn.button'),
          },
          rows: {
            live: tc('live'),
            stopped: tc('stopped'),
            finished: tc('finished'),
            moreMarkets: tc('moreMarkets'),
          },
        }}
      />
    </div>
  );
}
