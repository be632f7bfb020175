import { getTranslations } from 'next-intl/server';
import { EventsSkeleton } from '@/catalog/events/events-skeleton';

export default async function Loading() {
  const t = await getTranslations('sports');
  return <EventsSkeleton label={t('loading')} />;
}
