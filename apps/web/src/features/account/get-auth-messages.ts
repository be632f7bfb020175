import { getMessages } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { AuthMessages } from './auth-text';

/** The `auth` texts for {@link AuthMessagesProvider}, read on the server. */
export async function getAuthMessages(locale: AppLocale): Promise<AuthMessages> {
  const messages = (await getMessages({ locale })) as { auth: AuthMessages };
  return messages.auth;
}
