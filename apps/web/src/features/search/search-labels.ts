/** Placeholder the client fills in: the query of the "no results" text. */
export const QUERY_TOKEN = '{query}';
/** Placeholder the client fills in: the number of the results count. */
export const COUNT_TOKEN = '{count}';

/** A plural message resolved per plural category of the locale, `{count}` left to fill in. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The texts of the search modal (messages namespace `search`), resolved on the server. */
export interface SearchLabels {
  /** Accessible name of the header button. */
  button: string;
  title: string;
  inputLabel: string;
  placeholder: string;
  /** "Type at least 3 characters". */
  hint: string;
  loading: string;
  /** "No results for “{query}”". */
  empty: string;
  error: string;
  retry: string;
  close: string;
  live: string;
  leagues: string;
  /** "{count} results" per plural category. */
  results: PluralForms;
}

/** The results count in the locale's plural form, e.g. `1 result`, `7 results`. */
export function formatResultsCount(forms: PluralForms, locale: string, count: number): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = forms[category] ?? forms.other;
  return template.replaceAll(COUNT_TOKEN, new Intl.NumberFormat(locale).format(count));
}

/** The "no results" text for a query. */
export const formatEmpty = (template: string, query: string) =>
  template.replaceAll(QUERY_TOKEN, query);

/**
 * Resolves an ICU plural message once per plural category of the locale, with a sample count of
 * that category whose formatted number is then replaced by `{count}`; the browser needs no ICU
 * formatter to pick and fill a form. Samples from 3 up are tried first, so exact cases such as
 * `=0` or `=1` do not stand in for a whole category.
 */
export function pluralForms(
  locale: string,
  format: (count: number) => string,
  maxSample = 200,
): PluralForms {
  const rules = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  const samples = [...Array.from({ length: maxSample - 2 }, (_, i) => i + 3), 2, 1, 0];
  for (const n of samples) {
    const category = rules.select(n);
    if (forms[category] !== undefined) continue;
    forms[category] = format(n).replaceAll(number.format(n), COUNT_TOKEN);
  }
  return { ...forms, other: forms.other ?? format(maxSample) };
}
