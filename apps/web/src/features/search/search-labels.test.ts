import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import ar from '@/i18n/messages/ar.json';
import de from '@/i18n/messages/de.json';
import en from '@/i18n/messages/en.json';
import ptBR from '@/i18n/messages/pt-BR.json';
import { formatEmpty, formatResultsCount, pluralForms, QUERY_TOKEN } from './search-labels';

const catalogues = { en, de, 'pt-BR': ptBR, ar } as const;

/** The plural forms as the server hands them over, from the real catalogue. */
function formsFor(locale: keyof typeof catalogues) {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'search' });
  return { t, forms: pluralForms(locale, (count) => t('results', { count })) };
}

describe('results count', () => {
  test.each(['en', 'de', 'pt-BR', 'ar'] as const)(
    '%s: the browser picks the same text as ICU for every count',
    (locale) => {
      const { t, forms } = formsFor(locale);
      for (const count of [1, 2, 3, 7, 11, 21, 100, 101, 1000, 1234]) {
        expect(formatResultsCount(forms, locale, count), `${count}`).toBe(t('results', { count }));
      }
    },
  );

  test('English forms', () => {
    const { forms } = formsFor('en');
    expect(forms).toEqual({ one: '{count} result', other: '{count} results' });
    expect(formatResultsCount(forms, 'en', 1)).toBe('1 result');
    expect(formatResultsCount(forms, 'en', 1500)).toBe('1,500 results');
  });

  test('an exact =1 case does not stand in for the whole category', () => {
    const forms = pluralForms('en', (count) =>
      count === 1 ? 'one result' : count === 0 ? 'nothing' : `${count} results`,
    );
    expect(forms).toEqual({ one: 'one result', other: '{count} results' });
  });
});

describe('no results text', () => {
  test.each(['en', 'de', 'pt-BR', 'ar'] as const)('%s keeps the query placeholder', (locale) => {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'search' });
    const template = t('empty', { query: QUERY_TOKEN });
    expect(template).toContain(QUERY_TOKEN);
    expect(formatEmpty(template, 'Porto')).toBe(t('empty', { query: 'Porto' }));
  });
});
