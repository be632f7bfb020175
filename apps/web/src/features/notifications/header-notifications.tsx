import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NOTIFICATION_LABEL_KEYS, type NotificationLabels } from './labels';
import { NotificationsZone } from './notifications-zone';

/** The header's notifications zone (spec §2) with its texts read on the server. */
export async function HeaderNotifications({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'notifications' });
  const labels = Object.fromEntries(
    NOTIFICATION_LABEL_KEYS.map((key) => [key, t(key)]),
  ) as unknown as NotificationLabels;
  return <NotificationsZone labels={labels} locale={locale} />;
}
