import { describe, expect, it } from 'vitest';
import { DEVICE_ID_MAX_AGE_S, deviceIdCookie } from './stored-keys';

describe('deviceIdCookie (spec §9: 7300 days, set once)', () => {
  it('sets a new id for 7300 days', () => {
    expect(DEVICE_ID_MAX_AGE_S).toBe(7300 * 86_400);
    expect(deviceIdCookie('theme=dark', 'id-1', true)).toBe(
      `deviceId=id-1; Max-Age=${7300 * 86_400}; Path=/; SameSite=Lax; Secure`,
    );
    expect(deviceIdCookie('', 'id-1', false)).not.toContain('Secure');
  });

  it('keeps an existing id', () => {
    expect(deviceIdCookie('deviceId=old', 'new', true)).toBeNull();
  });
});
