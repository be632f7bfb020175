import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { MatchesFilter } from '@/api/catalogue/matches';
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

/** One day at a time: the day links carry the day in the query (`?day=YYYY-MM-DD`). */
export interface DayPicker {
  /** The requested day; the first day with matches when absent or unknown. */
  selected: string | undefined;
  href(day: string): string;
  /** Accessible name of the day links' navigation. */
  label: string;
}

/**
 * Matches split by day, each day grouped by league (schedule and results pages). Days run
 * in list order: ascending for the schedule, newest first for results. With a day picker, only
 * the chosen day is rendered (a week of matches is too long a page for a phone).
 */
export async function DaySections({
  locale,
  filter,
  emptyText,
  newestFirst = false,
  picker,
}: {
  locale: AppLocale;
  filter: Omit<MatchesFilter, 'locale'>;
  emptyText: string;
  newestFirst?: boolean;
  picker?: DayPicker;
}) {
  const [result, t, serverZone] = await Promise.all([
    loadEvents({ locale, type: 'match', ...filter }),
    getTranslations({ locale, namespace: 'catalogue' }),
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
  const shortDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const chosen = picker && (days.find((d) => d === picker.selected) ?? days[0] ?? null);
  const shown = chosen ? [chosen] : days;
  return (
    <>
      {picker ? (
        <nav aria-label={picker.label}>
          <ul className={styles.chips}>
            {days.map((day) => (
              <li key={day}>
                <Link
                  href={picker.href(day)}
                  aria-current={day === chosen ? 'page' : undefined}
                  prefetch={false}
                >
                  {shortDay.format(new Date(`${day}T12:00:00Z`))}
                  <span className={styles.count}>{byDay.get(day)?.length ?? 0}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {shown.map((day) => (
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
