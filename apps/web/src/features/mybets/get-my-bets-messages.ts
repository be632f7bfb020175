import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { MyBetsMessages } from './my-bets-messages';

/** The `myBets` texts for {@link MyBetsView}, read on the server (no client translator ships). */
export async function getMyBetsMessages(locale: AppLocale): Promise<MyBetsMessages> {
  const messages = (await getMessages({ locale })) as { myBets: MyBetsMessages };
  return messages.myBets;
}
