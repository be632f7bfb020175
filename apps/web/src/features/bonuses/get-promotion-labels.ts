import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { BonusZoneLabels, PromotionLabels } from './labels';

/** The promotions' texts (namespace `promotions`), read on the server. */
export async function getPromotionLabels(locale: AppLocale): Promise<PromotionLabels> {
  const messages = (await getMessages({ locale })) as { promotions: PromotionLabels };
  return messages.promotions;
}

/** Only what the header zone and the alerts show. */
export async function getBonusZoneLabels(locale: AppLocale): Promise<BonusZoneLabels> {
  const { header, alert } = await getPromotionLabels(locale);
  return { header, alert };
}
