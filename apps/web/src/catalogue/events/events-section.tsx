import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { MatchesFilter } from '@/api/catalogue/matches';
import type { EventView } from '@/api/catalogue/types';
import { requestTimeZone } from '@/i18n/request-time-zone';
import type { AppLocale } from '@/i18n/routing';
import { EventList } from './event-list';
import styles from './section.module.css';
import { groupByLeague } from './group-events';
import { loadEvents } from './load-events';

/** A titled list of matches grouped by league (in play, upcoming, a league's matches...). */
export async function EventsSection({
  locale,
  title,
  filter,
  emptyText,
  withSport = false,
  headingLevel = 2,
  children,
}: {
  locale: AppLocale;
  title: string;
  filter: Omit<MatchesFilter, 'locale'>;
  emptyText: string;
  withSport?: boolean;
  /** 0: the page shows the title itself, outside the part that waits for data. */
  headingLevel?: 0 | 1 | 2;
  /** What follows the list, drawn from the events it found (a content block's markets). */
  children?: (events: readonly EventView[]) => ReactNode;
}) {
  const [result, t, serverZone] = await Promise.all([
    loadEvents({ locale, type: 'match', ...filter }),
    getTranslations({ locale, namespace: 'catalogue' }),
    requestTimeZone(),
  ]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-label={headingLevel === 0 ? title : undefined}>
      {headingLevel === 0 ? null : (
        <Heading className={headingLevel === 1 ? styles.pageTitle : styles.title}>{title}</Heading>
      )}
      {result.ok ? (
        <>
          <EventList
            groups={groupByLeague(result.events, locale, { withSport })}
            time={{ locale, serverZone }}
            emptyText={emptyText}
            labels={{
              live: t('live'),
              stopped: t('stopped'),
              finished: t('finished'),
              moreMarkets: t('moreMarkets'),
            }}
          />
          {children?.(result.events)}
        </>
      ) : (
        <p role="alert" className={styles.problem}>
          {t('unavailable')}
        </p>
      )}
    </section>
  );
}
