'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import type { MatchView } from '@/api/catalogue/types';
import { useSeedLiveEvents } from '@/realtime/realtime-provider';
import styles from './events.module.css';
import { MatchRow, type MatchRowLabels, type MatchRowTime } from './match-row';

/** A league block of a list: its header and matches, as the server grouped them. */
export interface LeagueGroup {
  key: string;
  title: string;
  subtitle: string;
  href: string;
  columns: number;
  /** Outcome labels of the main market (1, X, 2), for the column header. */
  headers: string[];
  matches: { match: MatchView; href: string }[];
}

/**
 * Matches grouped by league with their main market's odds. Rows subscribe to their own live
 * entries; this list re-renders only when the server sends a new list.
 */
export function EventList({
  groups,
  labels,
  time,
  emptyText,
}: {
  groups: LeagueGroup[];
  labels: MatchRowLabels;
  time: MatchRowTime;
  emptyText: string;
}) {
  // a newer server list refreshes the live entries it carries
  useSeedLiveEvents(useMemo(() => groups.flatMap((g) => g.matches.map((m) => m.match)), [groups]));

  if (groups.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.title}>
          <header className={styles.groupHead}>
            <Link href={group.href} className={styles.groupTitle} prefetch={false}>
              <span>{group.title}</span>
              <span className={styles.groupSubtitle}>{group.subtitle}</span>
            </Link>
            <span
              className={styles.columnHeads}
              aria-hidden="true"
              style={{ ['--columns' as string]: group.columns }}
            >
              {group.headers.map((h) => (
                <span key={h}>{h}</span>
              ))}
            </span>
          </header>
          <ul className={styles.rows}>
            {group.matches.map(({ match, href }) => (
              <MatchRow
                key={match.id}
                initial={match}
                href={href}
                time={time}
                labels={labels}
                columns={group.columns}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
