'use client';

import type { Market } from '@sportsbook/betting/catalog/types';
import { isMarketSuspended } from '@sportsbook/betting/live/markets-update';
import type { OutrightView } from '@/api/catalogue/types';
import { useLiveMarkets } from '@/catalogue/events/use-live';
import { OddsButton, selectionIntent } from '@/catalogue/odds';
import { LocalTime } from '@/i18n/local-time';
import { useMatchChannel } from '@/realtime/realtime-provider';
import styles from './match.module.css';

export interface OutrightDetailLabels {
  /** The event kind: season, stage or tournament. */
  kind: string;
  ends: string;
  noMarkets: string;
}

/**
 * An outright event page (season, stage, simple tournament): its markets with every competitor,
 * kept live through the event's channel.
 */
export function OutrightDetail({
  event,
  markets: initialMarkets,
  locale,
  serverZone,
  labels,
}: {
  event: OutrightView;
  markets: Market[];
  locale: string;
  serverZone: string;
  labels: OutrightDetailLabels;
}) {
  const markets = useLiveMarkets(event.id, initialMarkets, (m) => m);
  useMatchChannel(event.id);

  return (
    <div className={styles.detail}>
      <section className={styles.scoreboard} aria-labelledby="outright-title">
        <p className={styles.meta}>
          <span className={styles.statusBadge}>{labels.kind}</span>
          {event.parent ? <span>{event.parent.name}</span> : null}
        </p>
        <h1 id="outright-title" className={styles.outrightTitle}>
          {event.name}
        </h1>
        {event.endDate ? (
          <p className={styles.meta}>
            {labels.ends}{' '}
            <LocalTime
              value={event.endDate}
              locale={locale}
              serverZone={serverZone}
              format="start"
            />
          </p>
        ) : null}
      </section>
      {markets.length === 0 ? <p className={styles.empty}>{labels.noMarkets}</p> : null}
      {markets.map((market) => (
        <section
          key={`${market.marketId}/${market.specifier}`}
          className={styles.market}
          aria-label={market.name}
        >
          <h2 className={styles.marketName}>{market.name}</h2>
          <div className={styles.outcomes} style={{ ['--columns' as string]: 2 }}>
            {market.outcomes.map((outcome) => (
              <OddsButton
                key={outcome.id}
                outcome={outcome}
                label={outcome.name}
                suspended={isMarketSuspended(market) || !outcome.active}
                selection={selectionIntent(event.id, market, outcome)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
