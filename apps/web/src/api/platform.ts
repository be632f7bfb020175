import { EMPTY_COMP_POINTS } from '@sportsbook/contract/platform-constants';
import { queryOptions } from '@tanstack/react-query';
import type {
  CompPointsWire,
  PhoneWire,
  SignInBodyWire,
  SignUpBodyWire,
  StatusGroupWire,
} from '@sportsbook/contract/platform';
import { anyAnswer, apiRequest, lazySchema } from './client';
import { ApiError } from './errors';
import {
  toAccount,
  toPlayer,
  toSystem,
  type Account,
  type Player,
  type System,
} from './platform-types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wirePlatform = () => import('@sportsbook/contract/platform');

/**
 * The casino-platform account calls (spec §7 first table), one function per call, each answer
 * parsed with its contract schema. Query keys live here so every cache writer uses the same one.
 */

export const platformKeys = {
  all: ['platform'] as const,
  player: ['platform', 'player'] as const,
  accounts: ['platform', 'accounts'] as const,
  compPoints: ['platform', 'compPoints'] as const,
  statusGroups: ['platform', 'statusGroups'] as const,
  system: ['platform', 'system'] as const,
  phone: ['platform', 'phone'] as const,
};

/** GET /player; null when there is no session (401). */
export async function getPlayer(signal?: AbortSignal): Promise<Player | null> {
  try {
    return toPlayer(
      await apiRequest({
        api: 'platform',
        path: '/player',
        schema: lazySchema(wirePlatform, 'playerSchema'),
        signal,
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) return null;
    throw error;
  }
}

export async function getAccounts(signal?: AbortSignal): Promise<Account[]> {
  const accounts = await apiRequest({
    api: 'platform',
    path: '/player/accounts',
    schema: lazySchema(wirePlatform, 'accountsResponseSchema'),
    signal,
  });
  return accounts.map(toAccount);
}

/** GET /player/comp_points; a 401 reads as the empty result (spec §7). */
export async function getCompPoints(signal?: AbortSignal): Promise<CompPointsWire> {
  try {
    return await apiRequest({
      api: 'platform',
      path: '/player/comp_points',
      schema: lazySchema(wirePlatform, 'compPointsSchema'),
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) return EMPTY_COMP_POINTS;
    throw error;
  }
}

export function getStatusGroups(signal?: AbortSignal): Promise<StatusGroupWire[]> {
  return apiRequest({
    api: 'platform',
    path: '/player/status_groups',
    schema: lazySchema(wirePlatform, 'statusGroupsResponseSchema'),
    signal,
  });
}

export async function getSystem(locale: string, signal?: AbortSignal): Promise<System> {
  return toSystem(
    await apiRequest({
      api: 'platform',
      path: '/system',
      query: { locale },
      schema: lazySchema(wirePlatform, 'systemSchema'),
      signal,
    }),
  );
}

/** GET /system per locale (country names are translated); one cache entry every feature reads. */
export const systemQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...platformKeys.system, locale] as const,
    queryFn: ({ signal }) => getSystem(locale, signal),
    staleTime: 10 * 60_000,
  });

export function getPhone(locale: string, signal?: AbortSignal): Promise<PhoneWire> {
  return apiRequest({
    api: 'platform',
    path: '/player/phone',
    headers: { 'Accept-Language': locale },
    schema: lazySchema(wirePlatform, 'phoneSchema'),
    signal,
  });
}

export async function signIn(body: SignInBodyWire): Promise<Player> {
  return toPlayer(
    await apiRequest({
      api: 'platform',
      path: '/users/sign_in',
      method: 'POST',
      body,
      schema: lazySchema(wirePlatform, 'playerSchema'),
    }),
  );
}

export async function signUp(body: SignUpBodyWire): Promise<Player> {
  return toPlayer(
    await apiRequest({
      api: 'platform',
      path: '/users',
      method: 'POST',
      body,
      schema: lazySchema(wirePlatform, 'playerSchema'),
    }),
  );
}

export async function signOut(): Promise<void> {
  await apiRequest({
    api: 'platform',
    path: '/users/sign_out',
    method: 'DELETE',
    schema: anyAnswer,
  });
}

export function confirmEmail(token: string): Promise<{ message: string }> {
  return apiRequest({
    api: 'platform',
    path: '/users/confirmation',
    query: { confirmation_token: token },
    schema: lazySchema(wirePlatform, 'tokenResultSchema'),
  });
}

export function unlockAccount(token: string): Promise<{ message: string }> {
  return apiRequest({
    api: 'platform',
    path: '/users/unlock',
    query: { unlock_token: token },
    schema: lazySchema(wirePlatform, 'tokenResultSchema'),
  });
}

/** The three "send me instructions" calls answer the same for any email (no account probing). */
export type InstructionsKind = 'confirmation' | 'password' | 'unlock';

export function sendInstructions(
  kind: InstructionsKind,
  email: string,
): Promise<{ message: string }> {
  return apiRequest({
    api: 'platform',
    path: `/users/${kind}`,
    method: 'POST',
    body: { email },
    schema: lazySchema(wirePlatform, 'acceptedResponseSchema'),
  });
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return apiRequest({
    api: 'platform',
    path: '/users/password',
    method: 'PUT',
    body: { reset_password_token: token, password },
    schema: anyAnswer,
  });
}

export async function updatePlayer(body: Record<string, string>): Promise<Player> {
  return toPlayer(
    await apiRequest({
      api: 'platform',
      path: '/player',
      method: 'PATCH',
      body,
      schema: lazySchema(wirePlatform, 'playerSchema'),
    }),
  );
}

export async function createAccount(currency: string): Promise<Account[]> {
  const accounts = await apiRequest({
    api: 'platform',
    path: '/player/accounts',
    method: 'POST',
    body: { currency },
    schema: lazySchema(wirePlatform, 'accountsResponseSchema'),
  });
  return accounts.map(toAccount);
}

export async function setActiveAccount(currency: string): Promise<Account[]> {
  const accounts = await apiRequest({
    api: 'platform',
    path: '/player/accounts/active',
    method: 'PATCH',
    body: { currency },
    schema: lazySchema(wirePlatform, 'accountsResponseSchema'),
  });
  return accounts.map(toAccount);
}

export function updateLocale(locale: string): Promise<{ language: string }> {
  return apiRequest({
    api: 'platform',
    path: '/player/update_locale',
    method: 'PATCH',
    body: { locale },
    schema: lazySchema(wirePlatform, 'updateLocaleResponseSchema'),
  });
}

export function sendPhoneCode(body: { number?: string; country?: string }): Promise<unknown> {
  return apiRequest({
    api: 'platform',
    path: '/player/phone/send_code',
    method: 'POST',
    body,
    schema: anyAnswer,
  });
}

export function verifyPhoneCode(code: string): Promise<unknown> {
  return apiRequest({
    api: 'platform',
    path: '/player/phone/verify',
    method: 'POST',
    body: { code },
    schema: anyAnswer,
  });
}
