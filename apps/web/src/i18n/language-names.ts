import { routing, type AppLocale } from './routing';

/**
 * Each locale's language named in itself for the language picker: "English", "Deutsch",
 * "Português (Brasil)", "العربية" (a regional locale keeps its region, as Intl names it).
 */
export function languageOptions(): { locale: AppLocale; label: string }[] {
  return routing.locales.map((locale) => {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return { locale, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}
