import { describe, expect, test } from 'vitest';
import { mergePatch, siteConfigSchema } from './site-config';
import { isSafeLink } from './site-text';

describe('site configuration contract', () => {
  test.each([
    ['/about', true],
    ['https://partner.example/x', true],
    ['http://127.0.0.1:3000/logo.svg', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,<svg/>', false],
    ['about', false],
  ])('isSafeLink(%s) is %s', (link, safe) => expect(isSafeLink(link)).toBe(safe));

  test('a merge patch merges objects, replaces lists, and keeps __proto__ an own key', () => {
    const merged = mergePatch(
      { a: { b: 1, c: 2 }, list: [1, 2], n: 'x' },
      JSON.parse('{"a": {"c": 3}, "list": [3], "n": null, "__proto__": {"polluted": true}}'),
    ) as Record<string, unknown>;
    expect(merged.a).toEqual({ b: 1, c: 3 });
    expect(merged.list).toEqual([3]);
    expect(merged.n).toBeNull();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged)).toContain('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('an empty object names the missing top-level fields', () => {
    const result = siteConfigSchema.safeParse({});
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['logo', 'theme', 'locales', 'features']));
  });
});
