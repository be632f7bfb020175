'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { favoriteIdsQueryOptions, favoriteMatchesQueryOptions } from '@/api/favorites';
import { EventList } from '@/catalogue/events/event-list';
import { SectionSkeleton } from '@/catalogue/events/events-skeleton';
import { groupByLeague } from '@/catalogue/events/group-events';
import type { MatchRowLabels, MatchRowTime } from '@/catalogue/events/match-row';
import type { AppLocale } from '@/i18n/routing';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { LoadError } from '@/ui/load-error';

export interface FavoritesLabels {
  title: string;
  empty: string;
  error: string;
  retry: string;
  loading: string;
  signIn: { title: string; text: string; button: string };
  rows: MatchRowLabels;
}

/**
 * `/favorites` (spec §2): the player's favorite matches grouped by league like every list, from
 * GET /matches?favourite=true (the server knows the player by the session cookie). A match
 * unstarred here leaves the list at once (the shared id list), before the refetch.
 */
export function FavoritesView({
  session,
  locale,
  time,
  labels,
  onSignIn,
}: {
  session: 'loading' | 'anonymous' | 'player';
  locale: AppLocale;
  time: MatchRowTime;
  labels: FavoritesLabels;
  onSignIn: () => void;
}) {
  const player = session === 'player';
  const matches = useQuery({ ...favoriteMatchesQueryOptions(locale), enabled: player });
  const ids = useQuery({ ...favoriteIdsQueryOptions('matches'), enabled: player });
  const groups = useMemo(() => {
    if (!matches.data) return [];
    const kept = ids.data ? new Set(ids.data) : null;
    const events = kept ? matches.data.filter((e) => kept.has(e.id)) : matches.data;
    return groupByLeague(events, locale, { withSport: true });
  }, [matches.data, ids.data, locale]);

  if (session === 'anonymous') {
    return (
      <SignInPrompt
        title={labels.signIn.title}
        text={labels.signIn.text}
        button={labels.signIn.button}
        onSignIn={onSignIn}
      />
    );
  }
  if (session === 'loading' || matches.isPending) {
    return <SectionSkeleton title={labels.loading} titled={false} />;
  }
  if (matches.isError) {
    return (
      <LoadError
        message={labels.error}
        retryLabel={labels.retry}
        onRetry={() => void matches.refetch()}
      />
    );
  }
  return (
    <div data-testid="favorites-list">
      <EventList groups={groups} labels={labels.rows} time={time} emptyText={labels.empty} />
    </div>
  );
}
