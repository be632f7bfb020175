import { defineRouting } from 'next-intl/routing';

/**
 * Locale in the path (spec §2): the first segment, omitted for the default locale (`/` is
 * English, `/de`, `/ar`; `/en/...` redirects to `/...`). The locale comes from the path only:
 * no Accept-Language or cookie detection, an unprefixed path is always the default locale.
 */
export const routing = defineRouting({
  locales: ['en', 'de', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];
