/** Right-to-left languages of spec §2. */
export const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur']);

export type Direction = 'ltr' | 'rtl';

/** Text direction of a locale tag, by its base language (`ar-EG` is right-to-left). */
export function dirFor(locale: string): Direction {
  const language = locale.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
