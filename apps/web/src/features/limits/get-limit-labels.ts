import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { LimitLabels } from './labels';

/** The limits page's texts (namespace `limits`), read on the server. */
export async function getLimitLabels(locale: AppLocale): Promise<LimitLabels> {
  const messages = (await getMessages({ locale })) as { limits: LimitLabels };
  return messages.limits;
}
