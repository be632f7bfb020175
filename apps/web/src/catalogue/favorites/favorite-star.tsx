'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback } from 'react';
import { favoriteIdsQueryOptions, setFavorite } from '@/api/favorites';
import { showToast } from '@/ui/toast';
import { useFavoritesContext } from './favorites-context';
import { toggleFavorite } from './favorite-toggle';
import styles from './favorite-star.module.css';

/**
 * The favorite toggle of one match (spec §4). Every star reads one shared query of ids and
 * re-renders only when its own match's membership changes (the `select` slice).
 */
export const FavoriteStar = memo(function FavoriteStar({
  matchId,
  size = 'row',
}: {
  matchId: number;
  size?: 'row' | 'header';
}) {
  const context = useFavoritesContext();
  const client = useQueryClient();
  const loggedIn = context?.loggedIn ?? false;
  const select = useCallback((ids: number[]) => ids.includes(matchId), [matchId]);
  const { data: active = false } = useQuery({
    ...favoriteIdsQueryOptions('matches'),
    enabled: loggedIn,
    select,
  });
  if (!context) return null;
  const { messages } = context;

  const onClick = () => {
    if (!context.authKnown) return;
    if (!loggedIn) {
      context.requestSignIn();
      return;
    }
    void toggleFavorite(client, 'matches', matchId, !active, {
      setFavorite,
      onError: () =>
        showToast({
          type: 'error',
          title: messages.failedTitle,
          description: messages.failedDescription,
        }),
    });
  };

  return (
    <button
      type="button"
      className={`${styles.star} ${size === 'header' ? styles.header : ''}`}
      aria-pressed={active}
      aria-label={active ? messages.remove : messages.add}
      data-testid="favorite-star"
      onClick={onClick}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
