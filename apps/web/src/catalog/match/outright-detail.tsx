import type { Market } from '@sportsbook/betting/catalog/types';
import { isMarketSuspended } from '@sportsbook/betting/live/markets-update';
import type { OutrightView } from '@/api/catalogue';
import { OddsButton } from '@/features/odds';
import styles from './match.module.css';

/** An outright event page (season, stage, simple tournament): its winner market. */
export function OutrightDetail({
  event,
  markets,
}: {
  event: OutrightView;
  markets: Market[];
  locale: string;
}) {
  return (
    <div className={styles.detail}>
      <section className={styles.scoreboard}>
        <h1
          className={styles.marketName}
          style={{ fontSize: 'var(--font-size-xl)', textAlign: 'center' }}
        >
          {event.name}
        </h1>
        {event.parent ? <p className={styles.meta}>{event.parent.name}</p> : null}
      </section>
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
                selection={{
                  matchId: event.id,
                  matchUrnId: market.matchUrnId,
                  marketId: market.marketId,
                  specifier: market.specifier,
                  outcomeId: outcome.outcomeId,
                  outcomeKey: outcome.id,
                  odds: outcome.odds,
                  provider: market.provider,
                }}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
