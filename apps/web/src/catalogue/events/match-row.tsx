'use client';

import { isLive, isStopped } from '@sportsbook/betting/catalog/status';
import Link from 'next/link';
import { memo } from 'react';
import type { MatchView } from '@/api/catalogue/types';
import { FavoriteStar } from '@/catalogue/favorites/favorite-star';
import { LocalTime } from '@/i18n/local-time';
import { clockText } from './match-clock';
import { MarketOdds } from './market-odds';
import styles from './events.module.css';
import { useLiveMatch } from './use-live';

/** Texts a row needs, resolved on the server (no message catalogue in the browser). */
export interface MatchRowLabels {
  live: string;
  stopped: string;
  finished: string;
  moreMarkets: string;
}

/** How start times read: the page's locale and the zone the server formatted with. */
export interface MatchRowTime {
  locale: string;
  serverZone: string;
}

interface MatchRowProps {
  initial: MatchView;
  href: string;
  time: MatchRowTime;
  labels: MatchRowLabels;
  columns: number;
}

/** One match of a list: status or start time, teams, score, main market odds, more markets. */
export const MatchRow = memo(function MatchRow({
  initial,
  href,
  time,
  labels,
  columns,
}: MatchRowProps) {
  const match = useLiveMatch(initial);
  const live = isLive(match.status);
  const clock = live ? clockText(match) : null;
  const more = Math.max(0, match.availableMarketsCount - 1);
  return (
    <li className={styles.row} data-match-id={match.id}>
      {match.isFinished ? (
        // nothing to follow on a finished match; the slot keeps rows aligned
        <span className={styles.starSlot} aria-hidden="true" />
      ) : (
        <FavoriteStar matchId={match.id} />
      )}
      <Link href={href} className={styles.rowLink} prefetch={false}>
        <span className={styles.when}>
          {live ? (
            <>
              <span className={styles.liveBadge}>
                {isStopped(match.status) ? labels.stopped : labels.live}
              </span>
              {clock ? (
                // a match clock reads left to right in every script ("90'+3")
                <bdi className={styles.clock} dir="ltr">
                  {clock}
                </bdi>
              ) : null}
            </>
          ) : match.isFinished ? (
            <span className={styles.muted}>{labels.finished}</span>
          ) : (
            <span className={styles.muted}>
              <LocalTime
                value={match.startTime}
                locale={time.locale}
                serverZone={time.serverZone}
                format="list"
              />
            </span>
          )}
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>
            <span className={styles.teamName}>{match.nameA}</span>
            {match.totalScore ? (
              <span className={styles.score}>{match.totalScore.home}</span>
            ) : null}
          </span>
          <span className={styles.team}>
            <span className={styles.teamName}>{match.nameB}</span>
            {match.totalScore ? (
              <span className={styles.score}>{match.totalScore.away}</span>
            ) : null}
          </span>
        </span>
      </Link>
      {match.mainMarketId !== null && !match.isFinished ? (
        <MarketOdds
          matchId={match.id}
          marketId={match.mainMarketId}
          initial={initial.mainMarket}
          columns={columns}
        />
      ) : null}
      {more > 0 && !match.isFinished ? (
        <Link
          href={href}
          className={styles.more}
          prefetch={false}
          aria-label={`${labels.moreMarkets}: ${match.nameA} – ${match.nameB}`}
        >
          +{more}
        </Link>
      ) : (
        // keeps the column so rows stay aligned
        <span className={styles.more} aria-hidden="true" />
      )}
    </li>
  );
});
