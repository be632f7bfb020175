import { describe, expect, it } from 'vitest';
import { matchTabs, tabAfterKey } from './match-tabs';

describe('matchTabs', () => {
  it.each([
    [{ sportKey: 'soccer', hasVideo: true, chat: false }, ['markets', 'statistics', 'stream']],
    [{ sportKey: 'soccer', hasVideo: false, chat: true }, ['markets', 'statistics', 'chat']],
    [{ sportKey: 'basketball', hasVideo: false, chat: false }, ['markets']],
    [
      { sportKey: 'tennis', hasVideo: true, chat: true },
      ['markets', 'statistics', 'stream', 'chat'],
    ],
  ] as const)('%o -> %o', (match, tabs) => {
    expect(matchTabs(match)).toEqual(tabs);
  });
});

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
