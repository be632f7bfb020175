import type { CatalogueFilter } from '@/api/catalogue/types';

/** Which leagues a page is about: one sport, one sport type (esports) or every sport. */
export type LeagueScope = Pick<CatalogueFilter, 'sportKey' | 'sportType'>;

/** The catalogue filter of a scope, without empty keys so query keys stay stable. */
export function scopeFilter(locale: string, scope: LeagueScope): CatalogueFilter {
  return {
    locale,
    ...(scope.sportKey ? { sportKey: scope.sportKey } : {}),
    ...(scope.sportType ? { sportType: scope.sportType } : {}),
  };
}
