import { describe, expect, it } from 'vitest';
import { parseTheme, themeCookie } from './theme';

describe('parseTheme', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [undefined, 'dark'],
    [null, 'dark'],
    ['', 'dark'],
    ['LIGHT', 'dark'],
    ['<script>', 'dark'],
  ])('%s -> %s', (value, theme) => {
    expect(parseTheme(value)).toBe(theme);
  });
});

describe('themeCookie', () => {
  it('is site-wide, kept a year and not sent cross-site', () => {
    expect(themeCookie('light')).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
