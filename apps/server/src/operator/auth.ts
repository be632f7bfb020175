import type { FastifyRequest } from 'fastify';
import { HttpError } from '@/http/errors';
import { safeEqual } from '@/http/secrets';

/**
 * The operator API (campaigns, promo codes, jackpots, predictions) answers only a caller with
 * `Authorization: Bearer <OPERATOR_API_KEY>`. Without a configured key it is off: every call
 * answers 403 `operator_api_disabled`, so a deployment never runs it open by mistake.
 */
export function operatorGuard(apiKey: string | null) {
  return async (request: FastifyRequest): Promise<void> => {
    if (apiKey === null) {
      throw new HttpError(
        403,
        'operator_api_disabled',
        'The operator API is off: set OPERATOR_API_KEY to use it',
      );
    }
    const header = request.headers.authorization ?? '';
    const presented = /^Bearer (\S+)$/.exec(header)?.[1] ?? '';
    if (!safeEqual(presented, apiKey)) {
      throw new HttpError(401, 'operator_unauthorized', 'A valid operator key is required');
    }
  };
}
