import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { CashoutMessages } from './cashout-messages';

/** The `cashout` texts for the cashout button, read on the server (no client translator ships). */
export async function getCashoutMessages(locale: AppLocale): Promise<CashoutMessages> {
  const messages = (await getMessages({ locale })) as { cashout: CashoutMessages };
  return messages.cashout;
}
