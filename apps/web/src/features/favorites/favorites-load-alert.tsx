'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { favoriteIdsQueryOptions } from '@/api/favorites';
import { showToast } from '@/ui/toast';
import { useFavoritesContext } from '@/catalogue/favorites/favorites-context';

/** Spec §8 "Favorites fetch failure shows an error alert": once per failure, not once per star. */
export function FavoritesLoadAlert() {
  const context = useFavoritesContext();
  const { isError, errorUpdatedAt } = useQuery({
    ...favoriteIdsQueryOptions('matches'),
    enabled: context?.loggedIn ?? false,
  });
  const title = context?.messages.loadFailed;
  useEffect(() => {
    if (isError && title) showToast({ type: 'error', title });
  }, [isError, errorUpdatedAt, title]);
  return null;
}
