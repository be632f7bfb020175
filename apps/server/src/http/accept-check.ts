import type { onRequestAsyncHookHandler } from 'fastify';
import {
  acceptsPlatformVersion,
  NOT_ACCEPTABLE_CODE,
  PLATFORM_API_VERSION,
} from '@sportsbook/contract/platform-media';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from './messages';

/**
 * Spec §7 "versioned JSON accept": a platform call whose Accept names only platform API versions
 * above the served one gets 406 `not_acceptable`; plain JSON, `*\/*` and no Accept still work.
 */
export const platformAcceptCheck =
  (served: number = PLATFORM_API_VERSION): onRequestAsyncHookHandler =>
  async (request) => {
    if (acceptsPlatformVersion(request.headers.accept, served)) return;
    throw new HttpError(406, NOT_ACCEPTABLE_CODE, t(requestLocale(request), NOT_ACCEPTABLE_CODE));
  };
