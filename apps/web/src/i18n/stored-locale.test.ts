import { describe, expect, it } from 'vitest';
import { LOCALE_KEY, storedLocale } from './stored-locale';

describe('stored locale (spec §9 stored key `locale`)', () => {
  it('is kept under the key "locale"', () => {
    expect(LOCALE_KEY).toBe('locale');
  });

  it.each([
    ['locale=ar', 'ar'],
    ['theme=dark; locale=pt-BR; deviceId=x', 'pt-BR'],
    ['locale=pt-br', null],
    ['locale=fr', null],
    ['xlocale=de', null],
    ['', null],
  ])('%s -> %s', (cookies, expected) => {
    expect(storedLocale(cookies)).toBe(expected);
  });
});
