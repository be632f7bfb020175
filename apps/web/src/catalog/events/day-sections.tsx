import { getTranslations } from 'next-intl/server';
import type { MatchesFilter } from '@/api/catalogue';
import { requestTimeZone } from '@/i18n/request-time-zone';
import type { AppLocale } from '@/i18n/routing';
import { EventList } from './event-list';
import { groupByLeague } from './group-events';
import { loadEvents } from './load-events';
import styles from './section.module.css';

const DAY_MS = 86_400_000;

/** Calendar day of an ISO time in a time zone, as `YYYY-MM-DD` (en-CA writes ISO dates). */
const dayOf = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-CA', { timeZone });

/**
 * Matches split by day, each day grouped by league (schedule and results pages). Days run
 * in list order: ascending for the schedule, newest first for results.
 */
export async function DaySections({
  locale,
  filter,
  emptyText,
  newestFirst = false,
}: {
  locale: AppLocale;
  filter: Omit<MatchesFilter, 'locale'>;
  emptyText: string;
  newestFirst?: boolean;
}) {
  const [result, t, serverZone] = await Promise.all([
    loadEvents({ locale, type: 'match', ...filter }),
    getTranslations({ locale, namespace: 'catalog' }),
    requestTimeZone(),
  ]);
  if (!result.ok)
    return (
      <p role="alert" className={styles.problem}>
        {t('unavailable')}
      </p>
    );
  const byDay = new Map<string, typeof result.events>();
  for (const event of result.events) {
    const day = dayOf(event.startTime, serverZone);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const days = [...byDay.keys()].sort();
  if (newestFirst) days.reverse();
  if (days.length === 0) return <p className={styles.problem}>{emptyText}</p>;
  const dayName = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const labels = {
    live: t('live'),
    stopped: t('stopped'),
    finished: t('finished'),
    moreMarkets: t('moreMarkets'),
  };
  return (
    <>
      {days.map((day) => (
        <section key={day} className={styles.section} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className={styles.title}>
            {dayName.format(new Date(`${day}T12:00:00Z`))}
          </h2>
          <EventList
            groups={groupByLeague(byDay.get(day) ?? [], locale, { withSport: true })}
            labels={labels}
            time={{ locale, serverZone }}
            emptyText={emptyText}
          />
        </section>
      ))}
    </>
  );
}

export { DAY_MS };
