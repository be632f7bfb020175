import { getLocale } from 'next-intl/server';
import { getCashoutMessages } from '@/features/cashout/server';
import { getMyBetsMessages } from '@/features/mybets/server';
import { isAppLocale } from '@/i18n/paths';
import { requestTimeZone } from '@/i18n/request-time-zone';
import { currentPolicy } from '@/i18n/prefix-policy';
import { MyBetsClient } from './my-bets-client';

/**
 * My Bets with no props (issue #7): for the bet panel's MY_BETS tab and the /profile/bets page.
 * Reads the request's locale, texts and time zone on the server; the list itself is client data.
 */
export async function MyBets() {
  const requested = await getLocale();
  const locale = isAppLocale(requested) ? requested : currentPolicy().defaultLocale;
  const [messages, cashoutMessages, serverZone] = await Promise.all([
    getMyBetsMessages(locale),
    getCashoutMessages(locale),
    requestTimeZone(),
  ]);
  return (
    <MyBetsClient
      locale={locale}
      serverZone={serverZone}
      messages={messages}
      cashoutMessages={cashoutMessages}
    />
  );
}
