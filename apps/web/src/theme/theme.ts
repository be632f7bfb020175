/** Spec §3 theme values; dark is the default. */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

/** Cookie the choice is kept in, so the server renders the right theme with no flash. */
export const THEME_COOKIE = 'theme';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The visitor's choice, else the site's default theme (spec §3 site configuration). */
export function parseTheme(
  value: string | null | undefined,
  fallback: Theme = DEFAULT_THEME,
): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : fallback;
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
