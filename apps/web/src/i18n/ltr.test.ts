import { describe, expect, it } from 'vitest';
import { formatMoney, isolateLtr } from './ltr';

describe('isolateLtr (spec §2 RTL)', () => {
  it('wraps a signed number in a left-to-right isolate in right-to-left locales', () => {
    expect(isolateLtr('+1134', 'ar')).toBe('\u2066+1134\u2069');
    expect(isolateLtr('-400', 'he')).toBe('\u2066-400\u2069');
  });

  it('leaves left-to-right locales alone', () => {
    expect(isolateLtr('+1134', 'en')).toBe('+1134');
    expect(isolateLtr('+1134', 'pt-BR')).toBe('+1134');
  });

  it('isolates money in Arabic only', () => {
    const eur = { code: 'EUR', subunits: 100, fiat: true };
    expect(formatMoney(1250, eur, 'en')).toBe('€12.50');
    expect(formatMoney(1250, eur, 'ar')).toMatch(/^\u2066.*\u2069$/);
  });
});
