import { describe, expect, test } from 'vitest';
import {
  channelUserId,
  isPrivateChannel,
  localeChannel,
  matchChannel,
  realtimeLocale,
  userChannel,
} from './channels';

describe('channel names', () => {
  test.each([
    [localeChannel('de'), 'sportsbook:de', false, undefined],
    [matchChannel('en', 42), 'sportsbook:en:match:42', false, undefined],
    [userChannel('ar', 'u-7'), '$sportsbook:ar:user:u-7', true, 'u-7'],
  ])('%s', (channel, expected, isPrivate, userId) => {
    expect(channel).toBe(expected);
    expect(isPrivateChannel(channel)).toBe(isPrivate);
    expect(channelUserId(channel)).toBe(userId);
  });

  test('a private channel not shaped as a user channel has no owner', () => {
    expect(channelUserId('$sportsbook:en:admin')).toBeUndefined();
  });

  test('br maps to pt for real-time, other locales stay', () => {
    expect(realtimeLocale('br')).toBe('pt');
    expect(realtimeLocale('pt-BR')).toBe('pt');
    expect(realtimeLocale('de')).toBe('de');
  });
});
