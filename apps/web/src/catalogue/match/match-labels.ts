import type { WidgetType } from '@/api/catalogue/widget';

/** Texts of the match page, resolved on the server (no message catalogue in the browser). */
export interface MatchDetailLabels {
  live: string;
  stopped: string;
  finished: string;
  notStarted: string;
  markets: string;
  statistics: string;
  stream: string;
  chat: string;
  noMarkets: string;
  noStatistics: string;
  noStream: string;
  servingHome: string;
  servingAway: string;
  all: string;
  periods: string;
  total: string;
  widgets: Record<WidgetType, string>;
}
