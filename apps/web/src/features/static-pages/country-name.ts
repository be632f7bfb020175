const ISO_ALPHA_2 = /^[A-Za-z]{2}$/;

/** Two-letter region codes CLDR names that are not countries (unknown region, EU, UN, ...). */
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO', 'XA', 'XB']);

/**
 * The localized name of an ISO 3166-1 alpha-2 country code ("DE" -> "Germany", "Deutschland",
 * "ألمانيا"), or null when the value is absent, malformed or not a known region.
 */
export function countryName(code: string | string[] | undefined, locale: string): string | null {
  if (typeof code !== 'string' || !ISO_ALPHA_2.test(code)) return null;
  const region = code.toUpperCase();
  if (NOT_COUNTRIES.has(region)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(region);
    return name && name !== region ? name : null;
  } catch {
    return null;
  }
}
