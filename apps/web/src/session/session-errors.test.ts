import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { platformKeys } from '@/api/platform';
import { closeAccountModal, getAccountModal, isSessionExpiredPrompt } from './account-modal-store';
import { followSessionErrors } from './session-errors';
import { dispatchAuth, getAuthStatus } from './session';

const answer = (status: number, code = `http_${status}`) =>
  new ApiError({ status, code, message: 'failed' });

let client: QueryClient;
let stop: () => void;

beforeEach(() => {
  vi.stubGlobal('document', {
    documentElement: { setAttribute: () => undefined, removeAttribute: () => undefined },
  });
  vi.stubGlobal('window', {});
  // the sign-out call of an expired session: answered at the network edge
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(platformKeys.player, { id: 'p1' });
  dispatchAuth('profileLoaded');
  closeAccountModal();
  stop = followSessionErrors(client);
});

afterEach(() => {
  stop();
  client.clear();
  vi.unstubAllGlobals();
});

const failQuery = (error: Error) =>
  client
    .fetchQuery({ queryKey: ['any', 'query'], queryFn: () => Promise.reject(error) })
    .catch(() => undefined);

describe('spec §8 401 handling', () => {
  it('a 401 on any query signs out locally', async () => {
    await failQuery(answer(401));
    expect(getAuthStatus()).toBe('notLoggedIn');
    expect(client.getQueryData(platformKeys.player)).toBeNull();
    // locally: no session-expired prompt
    expect(getAccountModal()).toBeNull();
  });

  it.each([403, 404, 500])('a %i on a query keeps the session', async (status) => {
    await failQuery(answer(status));
    expect(getAuthStatus()).toBe('loggedIn');
  });

  it('a 401 on an action means the session expired: signed out and asked to sign in', async () => {
    await client
      .getMutationCache()
      .build(client, { mutationFn: (_vars: undefined) => Promise.reject(answer(401)) })
      .execute(undefined)
      .catch(() => undefined);
    await vi.waitFor(() => expect(getAuthStatus()).toBe('notLoggedIn'));
    expect(isSessionExpiredPrompt()).toBe(true);
  });
});
