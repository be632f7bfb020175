import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys';

describe('tabAfterKey', () => {
  const tabs = ['markets', 'statistics', 'stream'] as const;
  it.each([
    ['markets', 'ArrowRight', false, 'statistics'],
    ['stream', 'ArrowRight', false, 'markets'],
    ['markets', 'ArrowLeft', false, 'stream'],
    ['markets', 'ArrowLeft', true, 'statistics'],
    ['statistics', 'End', false, 'stream'],
    ['stream', 'Home', false, 'markets'],
    ['markets', 'Enter', false, null],
  ] as const)('%s + %s (rtl %s) -> %s', (current, key, rtl, next) => {
    expect(tabAfterKey(tabs, current, key, rtl)).toBe(next);
  });
});
