import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { MatchView } from '@/api/catalogue/types';
import { EventList } from '@/catalogue/events/event-list';
import { SectionSkeleton } from '@/catalogue/events/events-skeleton';
import { groupByLeague } from '@/catalogue/events/group-events';
import { loadEvents } from '@/catalogue/events/load-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { localizePath } from '@/i18n/paths';
import { requestTimeZone } from '@/i18n/request-time-zone';
import type { AppLocale } from '@/i18n/routing';
import type { EventScope } from './event-scope';
import { latestFirst, windowStart } from './latest-first';
import styles from './top-events.module.css';

/** Matches shown. */
const RESULTS_SHOWN = 10;
/** How far back starts are fetched: enough for the latest finishes, small enough for one page. */
const WINDOW_MS = 3 * 3_600_000;
/** The window start moves in steps, so repeat calls share one URL in the API's response cache. */
const WINDOW_STEP_MS = 5 * 60_000;

interface RecentResultsProps {
  locale: AppLocale;
  scope: EventScope;
  withSport: boolean;
  title: string;
}

/** Finished and closed matches of the recent window (outside render: it reads the clock). */
function loadRecent(locale: AppLocale, scope: EventScope) {
  return loadEvents({
    locale,
    type: 'match',
    ...scope,
    matchStatus: [3, 4],
    sortBy: 'start_time',
    startFrom: windowStart(Date.now(), WINDOW_MS, WINDOW_STEP_MS),
  });
}

/**
 * Results matches (spec §2): the latest finished and closed matches with final scores, by
 * league. Nothing when there is none yet or the call fails.
 */
export async function RecentResults({ locale, scope, withSport, title }: RecentResultsProps) {
  const [result, t, serverZone] = await Promise.all([
    loadRecent(locale, scope),
    getTranslations({ locale, namespace: 'catalogue' }),
    requestTimeZone(),
  ]);
  if (!result.ok) return null;
  const latest = latestFirst(
    result.events.filter((event): event is MatchView => event.type === 'match'),
    RESULTS_SHOWN,
  );
  if (latest.length === 0) return null;
  return (
    <section
      className={`${sectionStyles.section} ${styles.section}`}
      aria-labelledby="results-title"
    >
      <div className={styles.head}>
        <h2 id="results-title" className={sectionStyles.title}>
          {title}
        </h2>
        <Link href={localizePath('/results', locale)} className={styles.headLink}>
          {t('allResults')}
        </Link>
      </div>
      <EventList
        groups={groupByLeague(latest, locale, { withSport })}
        time={{ locale, serverZone }}
        emptyText={t('resultsPage.empty')}
        labels={{
          live: t('live'),
          stopped: t('stopped'),
          finished: t('finished'),
          moreMarkets: t('moreMarkets'),
        }}
      />
    </section>
  );
}

/** Results streaming in behind their skeleton. */
export function SuspendedRecentResults(props: RecentResultsProps) {
  return (
    <Suspense fallback={<SectionSkeleton title={props.title} />}>
      <RecentResults {...props} />
    </Suspense>
  );
}
