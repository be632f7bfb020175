import { getTranslations } from 'next-intl/server';
import { SportsOverviewSkeleton } from '@/catalog/sports/sports-overview-skeleton';

export default async function Loading() {
  const t = await getTranslations('sports');
  return (
    <SportsOverviewSkeleton title={t('title')} intro={t('intro')} loadingLabel={t('loading')} />
  );
}
