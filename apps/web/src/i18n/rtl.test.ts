import { describe, expect, it } from 'vitest';
import { dirFor } from './rtl';

describe('dirFor', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ar-EG', 'rtl'],
    ['AR', 'rtl'],
    ['en', 'ltr'],
    ['de', 'ltr'],
    ['pt-BR', 'ltr'],
    ['', 'ltr'],
  ])('%s -> %s', (locale, dir) => {
    expect(dirFor(locale)).toBe(dir);
  });
});
