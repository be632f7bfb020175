import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { JackpotLabels, JackpotZoneLabels } from './labels';

/** The jackpots' texts (namespace `jackpots`), read on the server. */
export async function getJackpotLabels(locale: AppLocale): Promise<JackpotLabels> {
  const messages = (await getMessages({ locale })) as { jackpots: JackpotLabels };
  return messages.jackpots;
}

/** Only what the header card and the jackpot-hit modal show. */
export async function getJackpotZoneLabels(locale: AppLocale): Promise<JackpotZoneLabels> {
  const { card, hitModal } = await getJackpotLabels(locale);
  return { card, hitModal };
}
