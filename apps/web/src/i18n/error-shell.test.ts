import { describe, expect, it } from 'vitest';
import {
  ERROR_SHELL_MESSAGES,
  errorShellLocale,
  SHELL_LOCALES,
  SHELL_ONLY_SEGMENTS,
  shellLocale,
  shellOnlySegment,
} from './error-shell';

describe('error-page shell (spec §2)', () => {
  it('speaks the shell languages of spec §2 and the web locale pt-BR', () => {
    expect([...SHELL_LOCALES].sort()).toEqual(
      [
        'en',
        'ar',
        'de',
        'en-AU',
        'en-CA',
        'en-IN',
        'en-NZ',
        'fi',
        'fr-CA',
        'it',
        'no',
        'pt-BR',
      ].sort(),
    );
  });

  it.each(SHELL_LOCALES)('%s has a non-empty error and not-found text', (locale) => {
    for (const texts of Object.values(ERROR_SHELL_MESSAGES[locale]))
      for (const text of Object.values(texts)) expect(text.trim()).not.toBe('');
  });

  it.each([
    ['fi', 'fi'],
    ['no-NO', 'no'],
    ['fr', 'fr-CA'],
    ['en-GB', 'en'],
    ['br', 'pt-BR'], // alias first
    ['he', 'en'], // no shell text: the fallback
    [undefined, 'en'],
  ])('%s falls back to %s', (tag, shell) => {
    expect(shellLocale(tag)).toBe(shell);
  });

  it('shell-only segments are the shell languages the web has no pages in', () => {
    expect([...SHELL_ONLY_SEGMENTS].sort()).toEqual(['fi', 'fr-CA', 'it', 'no']);
    expect(shellOnlySegment('de')).toBeUndefined();
    expect(shellOnlySegment('en-AU')).toBeUndefined(); // base language en: redirected to it
    expect(shellOnlySegment('soccer')).toBeUndefined();
    expect(shellOnlySegment('constructor')).toBeUndefined();
  });

  it('an error page speaks the path shell language, else the page locale', () => {
    expect(errorShellLocale('/fi/soccer', 'en')).toBe('fi');
    expect(errorShellLocale('/de/soccer', 'de')).toBe('de');
    expect(errorShellLocale(null, 'ar')).toBe('ar');
  });
});
