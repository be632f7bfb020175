'use client';

import { useMemo, useState } from 'react';
import type { Market } from '@sportsbook/betting/catalog/types';
import { isMarketSuspended } from '@sportsbook/betting/live/markets-update';
import type { MatchView } from '@/api/catalogue/types';
import { OddsButton, selectionIntent } from '@/catalogue/odds';
import { useProviderActive } from '@/realtime/provider-status';
import { marketTitle } from './market-title';
import type { MatchDetailLabels } from './match-labels';
import styles from './match.module.css';

/** The labels the market list reads (the match page's, or a content block's). */
export type MarketGroupsLabels = Pick<MatchDetailLabels, 'noMarkets' | 'markets' | 'all'>;

/**
 * A match's markets by group with their odds buttons (spec §2 match page); also the content
 * block "event markets", where the market names sit one heading level lower.
 */
export function MarketGroups({
  match,
  markets,
  labels,
  marketHeading = 'h2',
}: {
  match: MatchView;
  markets: Market[];
  labels: MarketGroupsLabels;
  marketHeading?: 'h2' | 'h3';
}) {
  const MarketHeading = marketHeading;
  const groups = useMemo(() => {
    const keys = new Set<string>();
    for (const m of markets) for (const g of m.marketGroups ?? []) if (g !== 'all') keys.add(g);
    return ['all', ...keys];
  }, [markets]);
  const [group, setGroup] = useState('all');
  const providerActive = useProviderActive(match.provider);
  const shown = markets.filter((m) => group === 'all' || (m.marketGroups ?? []).includes(group));
  if (markets.length === 0) return <p className={styles.empty}>{labels.noMarkets}</p>;
  return (
    <div className={styles.markets} data-testid="market-groups">
      {groups.length > 2 ? (
        <div className={styles.groupTabs} role="group" aria-label={labels.markets}>
          {groups.map((g) => (
            <button
              key={g}
              type="button"
              aria-pressed={group === g}
              className={styles.groupTab}
              onClick={() => setGroup(g)}
            >
              {g === 'all' ? labels.all : g.replaceAll('_', ' ')}
            </button>
          ))}
        </div>
      ) : null}
      {shown.map((market) => {
        const suspended = isMarketSuspended(market) || !providerActive;
        return (
          <section
            key={`${market.marketId}/${market.specifier}`}
            className={styles.market}
            aria-label={marketTitle(market)}
          >
            <MarketHeading className={styles.marketName}>{marketTitle(market)}</MarketHeading>
            <div
              className={styles.outcomes}
              style={{ ['--columns' as string]: Math.min(market.outcomes.length, 3) }}
            >
              {market.outcomes.map((outcome) => (
                <OddsButton
                  key={outcome.id}
                  outcome={outcome}
                  label={outcome.name}
                  suspended={suspended || !outcome.active}
                  selection={selectionIntent(match.id, market, outcome)}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
