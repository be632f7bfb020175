import { describe, expect, test, vi } from 'vitest';
import { isSearchShortcut, openSearch, registerSearchOpener } from './open-search';

const key = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: null,
  ...overrides,
});

describe('openSearch', () => {
  test('opens the mounted modal, with a query when given; nothing once unmounted', () => {
    const open = vi.fn();
    const unregister = registerSearchOpener(open);
    openSearch();
    openSearch('porto');
    expect(open.mock.calls).toEqual([[undefined], ['porto']]);
    unregister();
    openSearch('benfica');
    expect(open).toHaveBeenCalledTimes(2);
  });

  test('an older modal unmounting does not unregister a newer one', () => {
    const first = vi.fn();
    const second = vi.fn();
    const unregisterFirst = registerSearchOpener(first);
    const unregisterSecond = registerSearchOpener(second);
    unregisterFirst();
    openSearch();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    unregisterSecond();
  });
});

describe('isSearchShortcut', () => {
  test.each([
    ['a plain /', key(), true],
    ['another key', key({ key: 'k' }), false],
    ['with Ctrl', key({ ctrlKey: true }), false],
    ['with Meta', key({ metaKey: true }), false],
    ['with Alt', key({ altKey: true }), false],
    ['already handled', key({ defaultPrevented: true }), false],
  ])('%s', (_, event, expected) => {
    expect(isSearchShortcut(event)).toBe(expected);
  });
});
