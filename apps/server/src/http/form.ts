import type { FastifyRequest } from 'fastify';
import { FormError, type FieldError } from '@/http/errors';
import type { PlatformConfig } from './config';
import { t, type MessageKey, type MessageLocale } from './messages';

/** Collects the field errors of one form; {@link FieldErrors.throwIfAny} answers 422. */
export class FieldErrors {
  private readonly errors: Record<string, FieldError[]> = {};

  constructor(private readonly locale: MessageLocale) {}

  add(field: string, code: MessageKey, values: Record<string, string | number> = {}): this {
    (this.errors[field] ??= []).push({ code, message: t(this.locale, code, values) });
    return this;
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Throws a 422 with just this one field error. */
  static raise(locale: MessageLocale, field: string, code: MessageKey): never {
    throw new FieldErrors(locale).add(field, code).toError();
  }

  toError(): FormError {
    return new FormError(t(this.locale, 'validation_failed'), this.errors);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw this.toError();
  }
}

/** Country of the caller: X-Country of a trusted proxy, else the configured default, else null. */
export function requestCountry(request: FastifyRequest, config: PlatformConfig): string | null {
  const header = request.fromTrustedProxy ? request.headers['x-country'] : undefined;
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(value) ? value : config.defaultCountry;
}

export const isBlocked = (country: string | null | undefined, config: PlatformConfig): boolean =>
  country !== null &&
  country !== undefined &&
  config.blockedCountries.includes(country.toUpperCase());

/**
 * Whether the caller's own country is refused (spec §5): a blocked one, or an unknown one when the
 * site blocks countries and asks that callers it cannot place be refused too (fail closed).
 */
export function callerCountryBlocked(request: FastifyRequest, config: PlatformConfig): boolean {
  const country = requestCountry(request, config);
  if (country === null) return config.blockUnknownCountry && config.blockedCountries.length > 0;
  return isBlocked(country, config);
}
