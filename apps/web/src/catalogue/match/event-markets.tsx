'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOver } from '@sportsbook/betting/catalog/status';
import type { Market } from '@sportsbook/betting/catalog/types';
import type { MatchView } from '@/api/catalogue/types';
import { useLiveMarkets, useLiveMatch } from '@/catalogue/events/use-live';
import { liveMarketsKey } from '@/realtime/live-cache';
import { useMatchChannel } from '@/realtime/realtime-provider';
import { MarketGroups, type MarketGroupsLabels } from './market-groups';
import styles from './match.module.css';

/**
 * Spec §2 content block "event markets": one match's markets with their odds buttons, live as on
 * the match page (its channel, its cache entries); a match that ends meanwhile says so.
 */
export function EventMarkets({
  initial,
  markets: initialMarkets,
  labels,
}: {
  initial: MatchView;
  markets: Market[];
  labels: MarketGroupsLabels & { unavailable: string };
}) {
  const client = useQueryClient();
  const match = useLiveMatch(initial);
  const markets = useLiveMarkets(initial.id, initialMarkets, (m) => m);

  useEffect(() => {
    // the server's full list is fresher than the main market a list row seeded
    client.setQueryData<Market[]>(liveMarketsKey(initial.id), (current) =>
      current && current.length > initialMarkets.length ? current : initialMarkets,
    );
  }, [client, initial.id, initialMarkets]);

  useMatchChannel(initial.id);

  // closed, finished or no longer covered: no markets to bet on (spec §3 status codes)
  if (match.isFinished || isOver(match.status))
    return <p className={styles.empty}>{labels.unavailable}</p>;
  return <MarketGroups match={match} markets={markets} labels={labels} marketHeading="h3" />;
}
