import { isAppLocale } from './paths';
import { getRequestConfig } from 'next-intl/server';
import type en from './messages/en.json';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  // one chunk per locale: a page loads only its own messages
  const { default: messages } = (await import(`./messages/${locale}.json`)) as {
    default: typeof en;
  };
  return { locale, messages };
});
