import { cache } from 'react';
import type { MatchesFilter } from '@/api/catalogue/matches';
import { loadSports } from '@/catalogue/sports/load-sports';
import type { AppLocale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';

/** Sport keys that are pages of their own rather than one sport (spec §2). */
export const TOP_SPORTS = 'top-sports';
export const CYBERSPORT = 'cybersport';

export interface SportPage {
  title: string;
  /** The /matches filter of the page's lists. */
  filter: Omit<MatchesFilter, 'locale'>;
  multiSport: boolean;
  sportKey: string | null;
}

/** What `/[sport]` shows: one sport, the top sports, or cyber sports; null for an unknown key. */
export const resolveSportPage = cache(
  async (locale: AppLocale, key: string): Promise<SportPage | null> => {
    const t = await getTranslations({ locale, namespace: 'catalogue' });
    if (key === TOP_SPORTS)
      return {
        title: t('topSports'),
        filter: { maxPerSport: 10 },
        multiSport: true,
        sportKey: null,
      };
    if (key === CYBERSPORT)
      return {
        title: t('cybersport'),
        filter: { sportType: 'cyber' },
        multiSport: true,
        sportKey: null,
      };
    const sports = await loadSports(locale);
    // when the sport list is down, the page still renders for any well-formed key
    const sport = sports.ok ? sports.sports.find((s) => s.key === key) : null;
    if (sports.ok && !sport) return null;
    if (!/^[a-z0-9-]+$/.test(key)) return null;
    return {
      title: sport?.name ?? key,
      filter: { sportKey: key },
      multiSport: false,
      sportKey: key,
    };
  },
);
