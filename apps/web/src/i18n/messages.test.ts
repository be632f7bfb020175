import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ERROR_SHELL_MESSAGES } from './error-shell';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import ptBR from './messages/pt-BR.json';
import { routing } from './routing';

const catalogues = { en, de, 'pt-BR': ptBR, ar } as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function lookup(value: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
}

/** A value for each argument a message names (`{count, plural, ...}` gets a number). */
function argumentsOf(message: unknown): Record<string, unknown> {
  const names = [...String(message).matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, name === 'count' ? 3 : 'X']));
}

describe('messages', () => {
  it('exist for every routed locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...routing.locales].sort());
  });

  it.each(['de', 'pt-BR', 'ar'] as const)('%s has exactly the keys of en', (locale) => {
    expect(keysOf(catalogues[locale]).sort()).toEqual(keysOf(en).sort());
  });

  it.each(['en', 'de', 'pt-BR', 'ar'] as const)(
    '%s: every message is valid ICU and not empty',
    (locale) => {
      const t = createTranslator({ locale, messages: catalogues[locale] });
      for (const key of keysOf(catalogues[locale])) {
        const text = (t as (key: string, values?: Record<string, unknown>) => string)(
          key,
          argumentsOf(lookup(catalogues[locale], key)),
        );
        expect(text, key).not.toBe('');
        expect(text, key).not.toContain(key);
      }
    },
  );

  // spec §8 static page texts, word for word
  it('has the exact English static page texts of spec §8', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'page' });
    expect(t('locked.description')).toBe(
      'Unauthorized. Sorry, but you are not authorized to view the page',
    );
    expect(t('blocked.description', { countryName: 'Germany' })).toBe(
      "Sorry, we're not available in Germany right now.",
    );
    expect(t('error.description')).toBe(
      'Oops! Sorry, something went wrong. Please come back in a while.',
    );
    expect(t('not-found.description')).toBe("Oops, sorry. We can't find that page.");
    expect(t('error.home-button.title')).toBe('Go to home page');
  });

  it.each([
    ['en', 0, 'No events'],
    ['en', 1, '1 event'],
    ['en', 12, '12 events'],
    ['de', 1, '1 Ereignis'],
    ['de', 5, '5 Ereignisse'],
    ['pt-BR', 0, 'Nenhum evento'],
    ['pt-BR', 1, '1 evento'],
    ['pt-BR', 2, '2 eventos'],
    ['pt-BR', 1000000, '1.000.000 eventos'],
    ['ar', 1, 'حدث واحد'],
    ['ar', 2, 'حدثان'],
  ] as const)('%s plural of %i events', (locale, count, expected) => {
    const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'sports' });
    expect(t('events', { count })).toBe(expected);
  });

  // translated, not copies of English (brand name and a few loan words may stay the same)
  it.each(['de', 'pt-BR', 'ar'] as const)('%s is translated', (locale) => {
    const english = new Map(keysOf(en).map((key) => [key, lookup(en, key)]));
    const same = keysOf(catalogues[locale]).filter(
      (key) => lookup(catalogues[locale], key) === english.get(key),
    );
    expect(same.length / english.size).toBeLessThan(0.1);
  });

  it.each(['en', 'de', 'pt-BR', 'ar'] as const)(
    '%s error shell texts equal page.error',
    (locale) => {
      const { error, 'not-found': notFound } = catalogues[locale].page;
      const shell = (messages: typeof error) => ({
        title: messages.title,
        description: messages.description,
        homeButton: messages['home-button'].title,
      });
      expect(ERROR_SHELL_MESSAGES[locale]).toEqual({
        error: shell(error),
        notFound: shell(notFound),
      });
    },
  );
});
