import type { FastifyRequest } from 'fastify';
import type { SiteConfig } from '@/http/config';

/** Country of the caller: X-Country of a trusted proxy, else the configured default, else null. */
export function requestCountry(request: FastifyRequest, config: SiteConfig): string | null {
  const header = request.fromTrustedProxy ? request.headers['x-country'] : undefined;
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(value) ? value : config.defaultCountry;
}

/** `blocked`: the site configuration's blocked_countries (spec §3), upper-case ISO codes. */
export const isBlocked = (
  country: string | null | undefined,
  blocked: readonly string[],
): boolean => country !== null && country !== undefined && blocked.includes(country.toUpperCase());

/**
 * Whether the caller's own country is refused (spec §5): a blocked one, or an unknown one when the
 * site blocks countries and asks that callers it cannot place be refused too (fail closed).
 */
export function callerCountryBlocked(
  request: FastifyRequest,
  config: SiteConfig,
  blocked: readonly string[],
): boolean {
  const country = requestCountry(request, config);
  if (country === null) return config.blockUnknownCountry && blocked.length > 0;
  return isBlocked(country, blocked);
}
