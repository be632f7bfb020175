import type { SubscriptionOptions } from 'centrifuge';

/**
 * Options of a public channel's subscription: recoverable, and fossil delta compression only when
 * the site's delta-compression feature flag is on (spec §6 feature flags, §7 "Optional delta
 * compression by feature flag"); the server negotiates it per subscription.
 */
export function publicSubscriptionOptions(delta: boolean): Partial<SubscriptionOptions> {
  return delta ? { recoverable: true, delta: 'fossil' } : { recoverable: true };
}
