import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { tournamentsQueryOptions } from '@/api/catalogue/tournaments';
import type { Tournament } from '@/api/catalogue/types';
import { getServerQueryClient } from '@/api/query-client';
import { eventPath } from '@/catalogue/events/group-events';
import sectionStyles from '@/catalogue/events/section.module.css';
import { SportIcon } from '@/catalogue/sports/sport-icon';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { AllLeagues } from './all-leagues';
import { scopeFilter, type LeagueScope } from './league-scope';
import styles from './leagues.module.css';
import { TopLeaguesSkeleton } from './top-leagues-skeleton';

/** Chips shown at most; every other league is one tap away in "All leagues". */
const TOP_LEAGUES_SHOWN = 12;

/** The top leagues of a scope, or null when the call fails (the section is then left out). */
async function loadTopLeagues(locale: AppLocale, scope: LeagueScope): Promise<Tournament[] | null> {
  try {
    return await getServerQueryClient().fetchQuery(
      // bettable: a top league with nothing to bet on would be a dead end
      tournamentsQueryOptions({ ...scopeFilter(locale, scope), top: true, bettable: true }),
    );
  } catch (error) {
    console.error(`[leagues] could not load top leagues: ${String(error)}`);
    return null;
  }
}

interface TopLeaguesProps {
  locale: AppLocale;
  scope: LeagueScope;
  /** Several sports on the page: each chip shows its sport's icon, the modal groups by sport. */
  multiSport: boolean;
  title: string;
}

/**
 * Top leagues (spec §2 home and sport pages): a strip of league chips, scrolling sideways on a
 * phone, with the all-leagues modal next to the heading. Nothing when there is no top league.
 */
export async function TopLeagues({ locale, scope, multiSport, title }: TopLeaguesProps) {
  const [leagues, t] = await Promise.all([
    loadTopLeagues(locale, scope),
    getTranslations({ locale, namespace: 'catalogue' }),
  ]);
  if (!leagues || leagues.length === 0) return null;
  return (
    <section
      className={`${sectionStyles.section} ${styles.section}`}
      aria-labelledby="top-leagues-title"
    >
      <div className={styles.head}>
        <h2 id="top-leagues-title" className={sectionStyles.title}>
          {title}
        </h2>
        <AllLeagues
          locale={locale}
          scope={scope}
          multiSport={multiSport}
          labels={{
            open: t('allLeagues'),
            title: t('allLeagues'),
            close: t('closeLeagues'),
            loading: t('leaguesLoading'),
            unavailable: t('leaguesUnavailable'),
            empty: t('noLeagues'),
            retry: t('retry'),
          }}
        />
      </div>
      <ul className={styles.strip}>
        {leagues.slice(0, TOP_LEAGUES_SHOWN).map((league) => (
          <li key={league.id}>
            <Link
              href={localizePath(eventPath(league.sport.key, league.slug), locale)}
              className={styles.chip}
              prefetch={false}
            >
              {multiSport ? (
                <span className={styles.chipIcon}>
                  <SportIcon sport={league.sport} size={18} />
                </span>
              ) : null}
              <span className={styles.chipText}>
                <span className={styles.chipName}>{league.name}</span>
                <span className="visually-hidden">, </span>
                <span className={styles.chipMeta}>{league.category.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Top leagues streaming in behind their skeleton, so a slow catalogue never holds the page. */
export function SuspendedTopLeagues(props: TopLeaguesProps) {
  return (
    <Suspense fallback={<TopLeaguesSkeleton title={props.title} />}>
      <TopLeagues {...props} />
    </Suspense>
  );
}
