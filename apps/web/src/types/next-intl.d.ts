import type messages from '@/i18n/messages/en.json';
import type { routing } from '@/i18n/routing';

// typed locales and message keys for every next-intl call
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
