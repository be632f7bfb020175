import { cache } from 'react';
import { ApiError } from '@/api/errors';
import { getServerQueryClient } from '@/api/query-client';
import { sportsQueryOptions, type Sport } from '@/api/sports';
import type { AppLocale } from '@/i18n/routing';

export type SportsResult = { ok: true; sports: Sport[] } | { ok: false; error: ApiError };

/**
 * The sports list for a server render. Header, sidebar and page all ask for it; React cache and
 * the request's query client make that one call. A failure becomes a value the caller renders.
 */
export const loadSports = cache(async (locale: AppLocale): Promise<SportsResult> => {
  try {
    const sports = await getServerQueryClient().fetchQuery(sportsQueryOptions(locale));
    return { ok: true, sports };
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError({
            status: 0,
            code: 'unknown_error',
            message: 'Unexpected failure',
            cause: error,
          });
    console.error(`[sports] could not load sports (${apiError.code}): ${apiError.message}`);
    return { ok: false, error: apiError };
  }
});
