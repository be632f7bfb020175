/** Path of a sport page (spec §2 `/[sport]`), below the locale prefix. */
export function sportHref(sportKey: string): string {
  return `/${sportKey}`;
}

/**
 * Sport pages arrive in a later issue; until then prefetching them only fetches 404s.
 * Flip to `null` (Next's default) once app/[locale]/[sport] exists.
 */
export const SPORT_LINK_PREFETCH: boolean | null = false;
