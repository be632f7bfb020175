import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it.each([
    ['DE', 'en', 'Germany'],
    ['de', 'en', 'Germany'],
    ['DE', 'de', 'Deutschland'],
    ['FR', 'de', 'Frankreich'],
    ['DE', 'ar', 'ألمانيا'],
    ['US', 'en', 'United States'],
  ])('%s in %s is %s', (code, locale, name) => {
    expect(countryName(code, locale)).toBe(name);
  });

  it.each([
    [undefined],
    [''],
    ['D'],
    ['DEU'],
    ['12'],
    ['<b'],
    ['XX'],
    ['ZZ'],
    ['EU'],
    ['UN'],
    [['DE', 'FR']],
  ])('%o is not a country', (code) => {
    expect(countryName(code, 'en')).toBeNull();
  });
});
