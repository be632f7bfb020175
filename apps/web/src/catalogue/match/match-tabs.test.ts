import { describe, expect, it } from 'vitest';
import { matchTabs } from './match-tabs';

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
