'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { favoriteIdsQueryOptions } from '@/api/favorites';
import { useFavoritesContext } from './favorites-context';
import styles from './floating-favorites.module.css';

const count = (ids: number[]) => ids.length;

/**
 * The floating favorites button of the site's floating-favorites setting (spec §3 site
 * configuration): on phones and desktops, a round link to the favorites page with the number of
 * the player's favourite matches. Raised above the floating ticket where that is on too.
 */
export function FloatingFavorites({
  href,
  label,
  aboveTicket,
}: {
  href: string;
  label: string;
  /** The floating ticket is on: the button sits above its bar on phones. */
  aboveTicket: boolean;
}) {
  const context = useFavoritesContext();
  const loggedIn = context?.loggedIn ?? false;
  const { data = 0 } = useQuery({
    ...favoriteIdsQueryOptions('matches'),
    enabled: loggedIn,
    select: count,
  });
  // a visitor has no favourites, whatever an earlier session left in the cache
  const favorites = loggedIn ? data : 0;
  return (
    <Link
      href={href}
      className={styles.button}
      data-above-ticket={aboveTicket || undefined}
      data-testid="floating-favorites"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill="currentColor"
        />
      </svg>
      <span className="visually-hidden">{label}</span>
      {favorites > 0 ? (
        <span className={styles.count} data-testid="floating-favorites-count">
          {favorites}
        </span>
      ) : null}
    </Link>
  );
}
