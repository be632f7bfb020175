import { describe, expect, test } from 'vitest';
import { isNavigationClick, PROGRESS, start, trickle } from './progress';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const here = { origin: 'http://127.0.0.1:3000', pathname: '/live', search: '' };
const link = (href: string, extra: Partial<{ target: string; hasDownload: boolean }> = {}) => ({
  href,
  target: '',
  hasDownload: false,
  ...extra,
});

describe('progress bar', () => {
  test('starts at the spec minimum and trickles up without reaching the end', () => {
    expect(start()).toBe(PROGRESS.minimum);
    let v = start();
    const seen = [v];
    for (let i = 0; i < 500; i++) seen.push((v = trickle(v)));
    expect(seen.every((x, i) => i === 0 || x >= (seen[i - 1] ?? 0))).toBe(true);
    expect(v).toBeLessThan(1);
    expect(v).toBeGreaterThan(0.9);
  });

  test('only plain same-origin clicks to another page count as navigations', () => {
    expect(isNavigationClick(click, link('/soccer'), here)).toBe(true);
    expect(isNavigationClick(click, link('/live?x=1'), here)).toBe(true);
    expect(isNavigationClick(click, link('/live'), here)).toBe(false);
    expect(isNavigationClick(click, link('/live#top'), here)).toBe(false);
    expect(isNavigationClick(click, link('https://example.com/'), here)).toBe(false);
    expect(isNavigationClick(click, link('/soccer', { target: '_blank' }), here)).toBe(false);
    expect(isNavigationClick(click, link('/soccer', { hasDownload: true }), here)).toBe(false);
    expect(isNavigationClick({ ...click, metaKey: true }, link('/soccer'), here)).toBe(false);
    expect(isNavigationClick({ ...click, button: 1 }, link('/soccer'), here)).toBe(false);
  });
});
