import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import type { MatchesFilter } from '@/api/catalogue/matches';
import type { OutrightView } from '@/api/catalogue/types';
import { eventPath } from '@/catalogue/events/group-events';
import { loadEvents } from '@/catalogue/events/load-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { LocalTime } from '@/i18n/local-time';
import { localizePath } from '@/i18n/paths';
import { requestTimeZone } from '@/i18n/request-time-zone';
import type { AppLocale } from '@/i18n/routing';
import { OUTRIGHT_TYPES, sortOutrights } from './sort-outrights';
import styles from './outrights.module.css';

type Scope = Pick<MatchesFilter, 'tournamentId' | 'sportKey' | 'categoryId'>;

/** Outright events (seasons, stages, simple tournaments) of a league or sport, linking to their pages. */
async function OutrightsList({ locale, scope }: { locale: AppLocale; scope: Scope }) {
  const [results, t, serverZone] = await Promise.all([
    // the API filters one event type per call
    Promise.all(
      OUTRIGHT_TYPES.map((type) =>
        loadEvents({ locale, type, bettable: true, limit: 50, ...scope }),
      ),
    ),
    getTranslations({ locale, namespace: 'catalogue' }),
    requestTimeZone(),
  ]);
  const outrights = sortOutrights(
    results
      .flatMap((r) => (r.ok ? r.events : []))
      .filter((e): e is OutrightView => e.type !== 'match'),
  );
  // a failed or empty list hides the section: outrights are an extra, not the page's subject
  if (outrights.length === 0) return null;
  return (
    <section className={sectionStyles.section} aria-labelledby="outrights-title">
      <h2 id="outrights-title" className={sectionStyles.title}>
        {t('outrights.title')}
      </h2>
      <ul className={styles.list}>
        {outrights.map((event) => (
          <li key={event.id}>
            <Link
              href={localizePath(eventPath(event.sport.key, event.slug), locale)}
              className={styles.item}
              prefetch={false}
            >
              <span className={styles.name}>{event.name}</span>
              <span className={styles.meta}>
                {t(`outrights.types.${event.type}`)}
                {event.endDate ? (
                  <>
                    {' · '}
                    {t('outrights.until')}{' '}
                    <LocalTime
                      value={event.endDate}
                      locale={locale}
                      serverZone={serverZone}
                      format="start"
                    />
                  </>
                ) : null}
              </span>
              <span className={styles.count}>
                {t('outrights.markets', { count: event.availableMarketsCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OutrightsSection(props: { locale: AppLocale; scope: Scope }) {
  return (
    <Suspense fallback={null}>
      <OutrightsList {...props} />
    </Suspense>
  );
}
