import { getTranslations } from 'next-intl/server';
import { WIDGET_TYPES, type WidgetType } from '@/api/catalogue/widget';
import type { AppLocale } from '@/i18n/routing';

/** The statistics widgets' names, read on the server (the match page and the event stats block). */
export async function getWidgetLabels(locale: AppLocale): Promise<Record<WidgetType, string>> {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return Object.fromEntries(WIDGET_TYPES.map((type) => [type, t(`widgets.${type}`)])) as Record<
    WidgetType,
    string
  >;
}
