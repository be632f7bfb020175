/** Path of a sport page (spec §2 `/[sport]`), below the locale prefix. */
export function sportHref(sportKey: string): string {
  return `/${sportKey}`;
}

/** Sport links prefetch as Next does by default (in view, on a fast connection). */
export const SPORT_LINK_PREFETCH: boolean | null = null;
