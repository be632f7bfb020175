'use client';

import Link from 'next/link';
import { Fragment } from 'react';
import { formatListStart } from '@/i18n/format';
import type { AppLocale } from '@/i18n/routing';
import type { SearchEventRow, SearchGroups } from './group-results';
import { highlightParts } from './highlight';
import type { SearchLabels } from './search-labels';
import styles from './search.module.css';

/** A name with the searched text in <mark>. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

function EventLink({
  row,
  query,
  labels,
  locale,
}: {
  row: SearchEventRow;
  query: string;
  labels: SearchLabels;
  locale: AppLocale;
}) {
  const [home, away] = row.names;
  return (
    <Link href={row.href} className={styles.row} prefetch={false}>
      <span className={styles.name}>
        <Highlighted text={home} query={query} />
        {away !== undefined ? (
          <>
            {' – '}
            <Highlighted text={away} query={query} />
          </>
        ) : null}
      </span>
      <span className={styles.meta}>
        {row.live ? (
          <span className={styles.liveBadge}>{labels.live}</span>
        ) : (
          <time dateTime={row.startTime} className={styles.time}>
            {/* rendered only in the open modal, so the browser's zone causes no hydration mismatch */}
            {formatListStart(row.startTime, locale)}
          </time>
        )}
        <span className={styles.league}>
          <Highlighted text={row.league} query={query} />
        </span>
      </span>
    </Link>
  );
}

/** The results: events under their sport's name, then the leagues. */
export function SearchResults({
  groups,
  query,
  labels,
  locale,
}: {
  groups: SearchGroups;
  /** The query these results answer (what is highlighted). */
  query: string;
  labels: SearchLabels;
  locale: AppLocale;
}) {
  return (
    <div className={styles.results}>
      {groups.sports.map((group) => (
        <section key={group.sport.id} className={styles.group}>
          <h3 className={styles.groupTitle}>{group.sport.name}</h3>
          <ul className={styles.list}>
            {group.events.map((row) => (
              <li key={row.key}>
                <EventLink row={row} query={query} labels={labels} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {groups.leagues.length > 0 ? (
        <section className={styles.group}>
          <h3 className={styles.groupTitle}>{labels.leagues}</h3>
          <ul className={styles.list}>
            {groups.leagues.map((league) => (
              <li key={league.key}>
                <Link href={league.href} className={styles.row} prefetch={false}>
                  <span className={styles.name}>
                    <Highlighted text={league.name} query={query} />
                  </span>
                  <span className={styles.meta}>
                    <span className={styles.league}>{league.context}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
