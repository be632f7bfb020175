'use client';

import { memo, useMemo } from 'react';
import type { Market } from '@sportsbook/betting/catalog/types';
import { isMarketSuspended } from '@sportsbook/betting/live/markets-update';
import { OddsButton, selectionIntent } from '@/catalogue/odds';
import { useProviderActive } from '@/realtime/provider-status';
import styles from './events.module.css';
import { useLiveMarkets } from './use-live';

interface MarketOddsProps {
  matchId: number;
  /** The market kind shown (its most balanced line). */
  marketId: number;
  initial: Market | null;
  /** Outcome columns to keep even when the market is missing (locked placeholders). */
  columns: number;
}

const pickMarket = (marketId: number) => (markets: Market[]) =>
  markets.find((m) => m.marketId === marketId && m.mostBalanced !== false) ??
  markets.find((m) => m.marketId === marketId) ??
  null;

/** The odds buttons of one market of a list row; re-renders only when that market changes. */
export const MarketOdds = memo(function MarketOdds({
  matchId,
  marketId,
  initial,
  columns,
}: MarketOddsProps) {
  const select = useMemo(() => pickMarket(marketId), [marketId]);
  const market = useLiveMarkets(matchId, initial ? [initial] : [], select);
  const providerActive = useProviderActive(market?.provider ?? 'betradar');
  if (!market) {
    return (
      <div className={styles.odds} style={{ ['--columns' as string]: columns }} aria-hidden="true">
        {Array.from({ length: columns }, (_, i) => (
          <span key={i} className={styles.oddsEmpty}>
            –
          </span>
        ))}
      </div>
    );
  }
  const suspended = isMarketSuspended(market) || !providerActive;
  return (
    <div className={styles.odds} style={{ ['--columns' as string]: market.outcomes.length }}>
      {market.outcomes.map((outcome) => (
        <OddsButton
          key={outcome.id}
          outcome={outcome}
          label={outcome.name}
          suspended={suspended || !outcome.active}
          compact
          selection={selectionIntent(matchId, market, outcome)}
        />
      ))}
    </div>
  );
});
