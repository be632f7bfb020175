import type { MatchesFilter } from '@/api/catalogue/matches';

/** Which matches a page is about: one sport, one sport type (esports) or every sport. */
export type EventScope = Pick<MatchesFilter, 'sportKey' | 'sportType'>;
