import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { favoriteIdsQueryOptions } from '@/api/favorites';
import { FavoritesProvider } from './favorites-context';
import { FloatingFavorites } from './floating-favorites';

const messages = {
  add: 'Add',
  remove: 'Remove',
  failedTitle: '',
  failedDescription: '',
  loadFailed: '',
};

function renderButton(loggedIn: boolean, aboveTicket = false) {
  // the ids are given, never fetched
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(favoriteIdsQueryOptions('matches').queryKey, [11, 12, 13]);
  render(
    <QueryClientProvider client={client}>
      <FavoritesProvider value={{ messages, loggedIn, authKnown: true, requestSignIn: vi.fn() }}>
        <FloatingFavorites href="/de/favorites" label="Favoriten" aboveTicket={aboveTicket} />
      </FavoritesProvider>
    </QueryClientProvider>,
  );
  return client;
}

describe('floating favorites (spec §3 site configuration)', () => {
  it('links to the favorites page with the count of favourite matches, following changes', async () => {
    const client = renderButton(true);
    const link = screen.getByRole('link', { name: 'Favoriten 3' });
    expect(link.getAttribute('href')).toBe('/de/favorites');
    expect(screen.getByTestId('floating-favorites-count').textContent).toBe('3');
    await act(async () => {
      client.setQueryData(favoriteIdsQueryOptions('matches').queryKey, [11]);
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(screen.getByTestId('floating-favorites-count').textContent).toBe('1'),
    );
    expect(link.hasAttribute('data-above-ticket')).toBe(false);
  });

  it('a visitor sees the link without a count; above the floating ticket when that is on', () => {
    renderButton(false, true);
    const link = screen.getByRole('link', { name: 'Favoriten' });
    expect(screen.queryByTestId('floating-favorites-count')).toBeNull();
    expect(link.hasAttribute('data-above-ticket')).toBe(true);
  });
});
