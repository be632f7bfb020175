'use client';

import { useQuery, type QueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useMemo } from 'react';
import { categoriesQueryOptions } from '@/api/catalogue/categories';
import { tournamentsQueryOptions } from '@/api/catalogue/tournaments';
import type { CatalogueFilter } from '@/api/catalogue/types';
import type { AppLocale } from '@/i18n/routing';
import buttonStyles from '@/ui/button.module.css';
import { Skeleton } from '@/ui/skeleton';
import { groupLeagues, type LeagueCategoryGroup } from './group-leagues';
import styles from './leagues.module.css';

export interface LeagueDirectoryLabels {
  loading: string;
  unavailable: string;
  empty: string;
  retry: string;
}

/** Starts both requests of the directory before it is shown (pointer or focus on its button). */
export function prefetchLeagueDirectory(client: QueryClient, filter: CatalogueFilter): void {
  void client.prefetchQuery(categoriesQueryOptions(filter));
  void client.prefetchQuery(tournamentsQueryOptions(filter));
}

/**
 * Every league of the scope by category (and by sport when the page has several), from
 * GET /categories and GET /tournaments. Categories only order the list: without them the
 * leagues still show.
 */
export function LeagueDirectory({
  locale,
  filter,
  multiSport,
  labels,
}: {
  locale: AppLocale;
  filter: CatalogueFilter;
  multiSport: boolean;
  labels: LeagueDirectoryLabels;
}) {
  const tournaments = useQuery(tournamentsQueryOptions(filter));
  const categories = useQuery(categoriesQueryOptions(filter));
  const groups = useMemo(
    () => (tournaments.data ? groupLeagues(tournaments.data, categories.data ?? [], locale) : []),
    [tournaments.data, categories.data, locale],
  );

  if (tournaments.isError)
    return (
      <div className={styles.directoryProblem}>
        <p role="alert">{labels.unavailable}</p>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => void tournaments.refetch()}
        >
          {labels.retry}
        </button>
      </div>
    );
  // wait for the order too, unless categories failed: then the leagues come unordered
  if (tournaments.isPending || categories.isPending)
    return (
      <div className={styles.directoryLoading}>
        <p role="status" className="visually-hidden">
          {labels.loading}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.categoryBlock} aria-hidden="true">
            <Skeleton inlineSize="40%" blockSize="1.1rem" />
            <Skeleton inlineSize="70%" />
            <Skeleton inlineSize="60%" />
          </div>
        ))}
      </div>
    );
  if (groups.length === 0) return <p className={styles.directoryEmpty}>{labels.empty}</p>;
  if (!multiSport)
    return <CategoryGrid categories={groups.flatMap((g) => g.categories)} headingLevel={3} />;
  return (
    <div className={styles.sports}>
      {groups.map((sport) => (
        <section key={sport.key} aria-labelledby={`all-leagues-${sport.key}`}>
          <h3 id={`all-leagues-${sport.key}`} className={styles.sportTitle}>
            {sport.name}
          </h3>
          <CategoryGrid categories={sport.categories} headingLevel={4} />
        </section>
      ))}
    </div>
  );
}

function CategoryGrid({
  categories,
  headingLevel,
}: {
  categories: LeagueCategoryGroup[];
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.categories}>
      {categories.map((category) => (
        <div key={category.id} className={styles.categoryBlock}>
          <Heading className={styles.categoryTitle}>
            <Link href={category.href} prefetch={false}>
              {category.name}
            </Link>
          </Heading>
          <ul className={styles.leagueList}>
            {category.leagues.map((league) => (
              <li key={league.id}>
                <Link href={league.href} className={styles.leagueLink} prefetch={false}>
                  {league.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
