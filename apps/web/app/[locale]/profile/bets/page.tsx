import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/features/seo/server';
import { isAppLocale } from '@/i18n/paths';
import { MyBets } from '@/composition/my-bets';
import styles from './page.module.css';

interface MyBetsPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: MyBetsPageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'myBets' });
  return pageMetadata({
    locale,
    pathname: '/profile/bets',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** `/profile/bets`: My Bets full width, for phones and for a bookmark (the panel has it too). */
export default async function MyBetsPage({ params }: MyBetsPageProps) {
  const { locale } = await params;
  if (!isAppLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'myBets' });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <MyBets />
    </div>
  );
}
