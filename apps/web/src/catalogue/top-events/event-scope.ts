import type { MatchesFilter } from '@/api/catalogue';

/** Which matches a page is about: one sport, one sport type (esports) or every sport. */
export type EventScope = Pick<MatchesFilter, 'sportKey' | 'sportType'>;
