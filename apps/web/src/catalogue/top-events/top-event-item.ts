import type { MatchView } from '@/api/catalogue/types';
import type { MatchRowLabels } from '@/catalogue/events/match-row';

/** A top event as the server hands it to the browser: the match and its localized links. */
export interface TopEventItem {
  match: MatchView;
  href: string;
  leagueHref: string;
}

/** What a banner or card needs besides its match (all texts resolved on the server). */
export interface TopEventContext {
  labels: MatchRowLabels;
  locale: string;
  serverZone: string;
  multiSport: boolean;
}

/** Outcome columns kept for a main market that is missing (the row keeps its shape). */
export const oddsColumns = (match: MatchView) =>
  Math.max(match.mainMarket?.outcomes.length ?? 0, 2);
