import { CURRENCIES, type Currency } from '@sportsbook/betting/money/currency';
import type { CountryWire, CurrencyWire, DepositLimitWire } from '@sportsbook/contract/platform';

/** Spec §3 Currency: the site's currencies, the betting package's defaults. */
export const SITE_CURRENCIES: readonly Currency[] = Object.values(CURRENCIES);
export const DEFAULT_CURRENCY = 'EUR';

export const findCurrency = (code: string): Currency | undefined =>
  SITE_CURRENCIES.find((c) => c.code === code);

export const currencyToWire = (c: Currency): CurrencyWire => ({
  code: c.code,
  subunits: c.subunits,
  fiat: c.fiat,
  subcurrencies: (c.subcurrencies ?? []).map((s) => ({ code: s.code, subunits: s.subunits })),
});

/**
 * Smallest and largest deposit (quick deposits too) per currency, in its minor units: the one
 * place the bounds live; GET /system sends them to the web's deposit form.
 */
export const DEPOSIT_LIMITS: Readonly<Record<string, { min: number; max: number }>> = {
  EUR: { min: 1_00, max: 10_000_00 },
  USD: { min: 1_00, max: 10_000_00 },
  GBP: { min: 1_00, max: 10_000_00 },
  BRL: { min: 5_00, max: 50_000_00 },
  // satoshi: 0.0001 BTC to 1 BTC
  BTC: { min: 10_000, max: 100_000_000 },
};

export const depositLimitsToWire = (): DepositLimitWire[] =>
  SITE_CURRENCIES.flatMap((c) => {
    const limit = DEPOSIT_LIMITS[c.code];
    return limit ? [{ currency: c.code, min_amount: limit.min, max_amount: limit.max }] : [];
  });

/**
 * EUR per major unit, for comp points (1 point per EUR deposited). Fixed demo rates: the
 * reference backend has no exchange-rate feed.
 */
export const EUR_RATE: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 0.92,
  GBP: 1.17,
  BRL: 0.18,
  BTC: 60_000,
};

/** Countries a player can pick (English names; the web translates by code). */
export const COUNTRIES: readonly CountryWire[] = [
  { code: 'AR', name: 'Argentina', phone_code: '+54' },
  { code: 'AT', name: 'Austria', phone_code: '+43' },
  { code: 'BR', name: 'Brazil', phone_code: '+55' },
  { code: 'CA', name: 'Canada', phone_code: '+1' },
  { code: 'CH', name: 'Switzerland', phone_code: '+41' },
  { code: 'DE', name: 'Germany', phone_code: '+49' },
  { code: 'EG', name: 'Egypt', phone_code: '+20' },
  { code: 'ES', name: 'Spain', phone_code: '+34' },
  { code: 'FR', name: 'France', phone_code: '+33' },
  { code: 'GB', name: 'United Kingdom', phone_code: '+44' },
  { code: 'IE', name: 'Ireland', phone_code: '+353' },
  { code: 'IN', name: 'India', phone_code: '+91' },
  { code: 'IR', name: 'Iran', phone_code: '+98' },
  { code: 'IT', name: 'Italy', phone_code: '+39' },
  { code: 'JO', name: 'Jordan', phone_code: '+962' },
  { code: 'KP', name: 'North Korea', phone_code: '+850' },
  { code: 'MA', name: 'Morocco', phone_code: '+212' },
  { code: 'MX', name: 'Mexico', phone_code: '+52' },
  { code: 'NG', name: 'Nigeria', phone_code: '+234' },
  { code: 'NL', name: 'Netherlands', phone_code: '+31' },
  { code: 'PL', name: 'Poland', phone_code: '+48' },
  { code: 'PT', name: 'Portugal', phone_code: '+351' },
  { code: 'SA', name: 'Saudi Arabia', phone_code: '+966' },
  { code: 'AE', name: 'United Arab Emirates', phone_code: '+971' },
  { code: 'US', name: 'United States', phone_code: '+1' },
];

export const findCountry = (code: string): CountryWire | undefined =>
  COUNTRIES.find((c) => c.code === code.toUpperCase());

/** Loose email check (one @, a dot in the domain, no spaces); confirmation proves the rest. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E.164 after clean-up: + and 7–15 digits. */
const PHONE_PATTERN = /^\+\d{7,15}$/;

/**
 * A phone number in E.164 (`+4915123456789`) or null when it cannot be one. Spaces, dashes,
 * dots and brackets are dropped; a leading 00 becomes +; a national number gets the country's code.
 */
export function normalizePhone(raw: string, country?: string | null): string | null {
  let digits = raw.replace(/[\s\-().]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (!digits.startsWith('+') && country) {
    const code = findCountry(country)?.phone_code;
    if (code) digits = `${code}${digits.replace(/^0+/, '')}`;
  }
  return PHONE_PATTERN.test(digits) ? digits : null;
}
