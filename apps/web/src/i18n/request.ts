import { getRequestConfig } from 'next-intl/server';
import type en from './messages/en.json';
import { resolveLocale } from './resolve-locale';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // a supported locale as it is; anything else by the spec §2 fallback (alias, base, default)
  const locale = resolveLocale(requested);
  // one chunk per locale: a page loads only its own messages
  const { default: messages } = (await import(`./messages/${locale}.json`)) as {
    default: typeof en;
  };
  return { locale, messages };
});
