import { describe, expect, it } from 'vitest';
import { publicSubscriptionOptions } from './subscription-options';

describe('publicSubscriptionOptions (spec §6 delta compression flag)', () => {
  it('asks for fossil delta when the flag is on', () => {
    expect(publicSubscriptionOptions(true)).toEqual({ recoverable: true, delta: 'fossil' });
  });

  it('asks for no delta when the flag is off', () => {
    expect(publicSubscriptionOptions(false)).toEqual({ recoverable: true });
    expect(publicSubscriptionOptions(false)).not.toHaveProperty('delta');
  });
});
