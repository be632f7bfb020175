import type { WidgetType } from '@/api/catalogue/widget';

/** Match page tabs (spec §2): markets, then STATISTICS, STREAM and CHAT where they exist. */
export type MatchTab = 'markets' | 'statistics' | 'stream' | 'chat';

/** The statistics the feed keeps per sport (GET /matches/{id}/{widget type}). */
export const WIDGETS: Record<string, WidgetType[]> = {
  soccer: ['possession', 'shots', 'corners', 'cards', 'fouls', 'offsides'],
  'ice-hockey': ['shots'],
  tennis: ['aces', 'double_faults', 'break_points'],
};

/**
 * The tabs a match shows: STATISTICS when its sport has statistics, STREAM only when the match
 * has video, CHAT only when a chat provider is configured.
 */
export function matchTabs(match: {
  sportKey: string;
  hasVideo: boolean;
  chat: boolean;
}): MatchTab[] {
  return [
    'markets',
    ...((WIDGETS[match.sportKey]?.length ?? 0) > 0 ? (['statistics'] as const) : []),
    ...(match.hasVideo ? (['stream'] as const) : []),
    ...(match.chat ? (['chat'] as const) : []),
  ];
}
