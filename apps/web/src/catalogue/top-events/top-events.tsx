import { getTranslations } from 'next-intl/server';
import type { MatchView } from '@/api/catalogue/types';
import { eventPath } from '@/catalogue/events/group-events';
import { loadEvents } from '@/catalogue/events/load-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { localizePath } from '@/i18n/paths';
import { requestTimeZone } from '@/i18n/request-time-zone';
import type { AppLocale } from '@/i18n/routing';
import type { EventScope } from './event-scope';
import type { TopEventItem } from './top-event-item';
import styles from './top-events.module.css';
import { TopEventsView } from './top-events-view';

/** The banner plus a row of seven cards. */
const TOP_EVENTS_LIMIT = 8;
/** On pages of several sports, at most this many per sport, so one sport does not fill the row. */
const PER_SPORT = 2;

interface TopEventsProps {
  locale: AppLocale;
  scope: EventScope;
  multiSport: boolean;
  title: string;
}

/**
 * Top events (spec §2): the most bet-on bettable matches, live and upcoming; the first is the
 * event banner. Nothing when there is none or the call fails (the lists below still show).
 */
export async function TopEvents({ locale, scope, multiSport, title }: TopEventsProps) {
  const [result, t, serverZone] = await Promise.all([
    loadEvents({
      locale,
      type: 'match',
      ...scope,
      bettable: true,
      sortBy: 'bets_count',
      limit: TOP_EVENTS_LIMIT,
      ...(multiSport ? { maxPerSport: PER_SPORT } : {}),
    }),
    getTranslations({ locale, namespace: 'catalogue' }),
    requestTimeZone(),
  ]);
  if (!result.ok) return null;
  const items: TopEventItem[] = result.events
    .filter((event): event is MatchView => event.type === 'match')
    .map((match) => ({
      match,
      href: localizePath(eventPath(match.sport.key, match.slug), locale),
      leagueHref: localizePath(eventPath(match.sport.key, match.tournament.slug), locale),
    }));
  if (items.length === 0) return null;
  return (
    <section
      className={`${sectionStyles.section} ${styles.section}`}
      aria-labelledby="top-events-title"
    >
      <h2 id="top-events-title" className={sectionStyles.title}>
        {title}
      </h2>
      <TopEventsView
        items={items}
        context={{
          labels: {
            live: t('live'),
            stopped: t('stopped'),
            finished: t('finished'),
            moreMarkets: t('moreMarkets'),
          },
          locale,
          serverZone,
          multiSport,
        }}
      />
    </section>
  );
}
