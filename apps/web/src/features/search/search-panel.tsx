'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MatchEventFlags } from '@sportsbook/betting/live/match-event-visibility';
import type { AppLocale } from '@/i18n/routing';
import buttonStyles from '@/ui/button.module.css';
import { Skeleton } from '@/ui/skeleton';
import { groupSearchResult } from './group-results';
import { formatEmpty, formatResultsCount, type SearchLabels } from './search-labels';
import { normalizeSearchQuery, SEARCH_DEBOUNCE_MS, searchPhase } from './search-query';
import { searchQueryOptions } from './search-request';
import { SearchResults } from './search-results';
import styles from './search.module.css';
import { useDebouncedValue } from './use-debounced-value';

interface SearchPanelProps {
  input: string;
  labels: SearchLabels;
  locale: AppLocale;
  flags: MatchEventFlags;
  /** Id of the hint, which describes the field while the query is too short. */
  hintId: string;
  /** Puts focus back in the field (the Retry button disappears once clicked). */
  focusInput: () => void;
}

/** Everything below the field: hint, loading, error, no results, or the results by sport. */
export function SearchPanel({
  input,
  labels,
  locale,
  flags,
  hintId,
  focusInput,
}: SearchPanelProps) {
  const typed = normalizeSearchQuery(input);
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const request = useQuery({
    ...searchQueryOptions(query ?? '', locale),
    enabled: typed !== null && query !== null,
  });
  const answer = request.data;
  const groups = useMemo(
    () => (answer ? groupSearchResult(answer, locale, flags) : null),
    [answer, locale, flags],
  );
  const phase = searchPhase({
    query: typed,
    answer,
    isError: request.isError,
    count: groups?.count ?? 0,
  });
  const busy =
    phase === 'loading' || (phase === 'results' && (request.isFetching || typed !== query));

  const announcement =
    phase === 'results' && groups
      ? formatResultsCount(labels.results, locale, groups.count)
      : phase === 'empty' && typed !== null
        ? formatEmpty(labels.empty, typed)
        : phase === 'error'
          ? labels.error
          : '';

  return (
    <div className={styles.body} aria-busy={busy}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {phase === 'hint' ? (
        <p id={hintId} className={styles.message}>
          {labels.hint}
        </p>
      ) : phase === 'loading' ? (
        <div className={styles.skeletons}>
          <span className="visually-hidden">{labels.loading}</span>
          {[70, 55, 80, 60].map((width) => (
            <div key={width} className={styles.skeletonRow}>
              <Skeleton inlineSize={`${width}%`} />
              <Skeleton inlineSize="35%" blockSize="0.75rem" />
            </div>
          ))}
        </div>
      ) : phase === 'error' ? (
        <div className={styles.message}>
          <p>{labels.error}</p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => {
              focusInput();
              void request.refetch();
            }}
          >
            {labels.retry}
          </button>
        </div>
      ) : phase === 'empty' ? (
        <p className={styles.message}>{formatEmpty(labels.empty, typed ?? '')}</p>
      ) : groups && answer ? (
        <>
          {busy ? <div className={styles.progress} aria-hidden="true" /> : null}
          <SearchResults groups={groups} query={answer.query} labels={labels} locale={locale} />
        </>
      ) : null}
    </div>
  );
}
