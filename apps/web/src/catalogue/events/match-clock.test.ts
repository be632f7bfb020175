import { describe, expect, test } from 'vitest';
import { clockText } from './match-clock';

describe('clockText', () => {
  test('minutes played count the running minute (10 s in is the 1st minute)', () => {
    expect(clockText({ clock: { matchTime: 10, stopped: false } })).toBe("1'");
    expect(clockText({ clock: { matchTime: 44 * 60 + 59, stopped: false } })).toBe("45'");
  });
  test('stoppage time is shown after the regular minute', () => {
    expect(clockText({ clock: { matchTime: 45 * 60, stoppageTime: 70, stopped: false } })).toBe(
      "45'+2",
    );
  });
  test('a counting-down period clock shows minutes and seconds left', () => {
    expect(
      clockText({ clock: { remainingTimeInPeriod: 754, matchTime: 446, stopped: false } }),
    ).toBe('12:34');
  });
  test('no clock, no text', () => {
    expect(clockText({ clock: undefined })).toBeNull();
    expect(clockText({ clock: { stopped: true } })).toBeNull();
  });
});
