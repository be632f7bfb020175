import { defineRouting } from 'next-intl/routing';

/**
 * Locale in the path (spec §2): the first segment, omitted for the default locale (`/` is
 * English, `/de`, `/pt-BR`, `/ar`; `/en/...` redirects to `/...`). The locale comes from the path
 * only: no Accept-Language or cookie detection, an unprefixed path is always the default locale.
 * Brazilian Portuguese is the supported locale `pt-BR` (its own segment, so `<html lang>`, Intl and
 * the API all get a real tag); `br`, `pt`, `pt-br` are aliases redirected to it (proxy.ts).
 */
export const routing = defineRouting({
  locales: ['en', 'de', 'pt-BR', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];
