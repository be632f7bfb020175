'use client';

import Link from 'next/link';
import { memo } from 'react';
import { MarketOdds } from '@/catalogue/events/market-odds';
import { useLiveMatch } from '@/catalogue/events/use-live';
import { SportIcon } from '@/catalogue/sports/sport-icon';
import { EventWhen } from './event-when';
import { TeamBadge } from './team-badge';
import { oddsColumns, type TopEventContext, type TopEventItem } from './top-event-item';
import styles from './top-events.module.css';

/**
 * The event banner (spec §2): the top event large, with league, both teams, start time or live
 * score and clock, and its main market's odds, which follow the live feed like list rows do.
 */
export const EventBanner = memo(function EventBanner({
  item,
  context,
}: {
  item: TopEventItem;
  context: TopEventContext;
}) {
  const match = useLiveMatch(item.match);
  const score = match.totalScore;
  const teamsId = `top-event-${match.id}`;
  const more = Math.max(0, match.availableMarketsCount - 1);
  return (
    <article className={styles.banner} aria-labelledby={teamsId} data-event-banner={match.id}>
      <div className={styles.bannerHead}>
        <Link href={item.leagueHref} className={styles.league} prefetch={false}>
          <SportIcon sport={match.sport} size={16} />
          <span className={styles.leagueName}>
            {match.tournament.name}
            <span className={styles.leagueCategory}> · {match.category.name}</span>
          </span>
        </Link>
        <EventWhen
          match={match}
          labels={context.labels}
          locale={context.locale}
          serverZone={context.serverZone}
          format="start"
        />
      </div>
      <Link id={teamsId} href={item.href} className={styles.bannerTeams} prefetch={false}>
        <span className={styles.side}>
          <TeamBadge name={match.nameA} logo={match.logoA} size="lg" />
          <span className={styles.bannerName}>{match.nameA}</span>
        </span>
        <span className={score ? styles.bannerScore : styles.versus}>
          {score ? `${score.home} : ${score.away}` : '–'}
        </span>
        <span className={styles.side}>
          <TeamBadge name={match.nameB} logo={match.logoB} size="lg" />
          <span className={styles.bannerName}>{match.nameB}</span>
        </span>
      </Link>
      {match.mainMarketId !== null && !match.isFinished ? (
        <div className={styles.bannerOdds}>
          <div className={styles.stretch}>
            <MarketOdds
              matchId={match.id}
              marketId={match.mainMarketId}
              initial={item.match.mainMarket}
              columns={oddsColumns(item.match)}
            />
          </div>
          <Link
            href={item.href}
            className={styles.more}
            prefetch={false}
            aria-label={`${context.labels.moreMarkets}: ${match.nameA} – ${match.nameB}`}
          >
            +{more}
          </Link>
        </div>
      ) : null}
    </article>
  );
});
