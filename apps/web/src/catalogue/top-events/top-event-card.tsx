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

/** A compact top-event card of the sideways row: league, time or score, teams, main odds. */
export const TopEventCard = memo(function TopEventCard({
  item,
  context,
}: {
  item: TopEventItem;
  context: TopEventContext;
}) {
  const match = useLiveMatch(item.match);
  const score = match.totalScore;
  return (
    <li className={styles.card} data-top-event={match.id}>
      <div className={styles.cardHead}>
        <span className={styles.cardLeague}>
          {context.multiSport ? <SportIcon sport={match.sport} size={14} /> : null}
          <span className={styles.ellipsis}>{match.tournament.name}</span>
        </span>
        <EventWhen
          match={match}
          labels={context.labels}
          locale={context.locale}
          serverZone={context.serverZone}
          format="list"
        />
      </div>
      <Link href={item.href} className={styles.cardTeams} prefetch={false}>
        {[
          { name: match.nameA, logo: match.logoA, goals: score?.home },
          { name: match.nameB, logo: match.logoB, goals: score?.away },
        ].map((team, i) => (
          <span key={i} className={styles.cardTeam}>
            <TeamBadge name={team.name} logo={team.logo} size="sm" />
            <span className={styles.cardName}>{team.name}</span>
            {team.goals !== undefined ? <span className={styles.score}>{team.goals}</span> : null}
          </span>
        ))}
      </Link>
      {match.mainMarketId !== null && !match.isFinished ? (
        <div className={styles.stretch}>
          <MarketOdds
            matchId={match.id}
            marketId={match.mainMarketId}
            initial={item.match.mainMarket}
            columns={oddsColumns(item.match)}
          />
        </div>
      ) : null}
    </li>
  );
});
