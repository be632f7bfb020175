import type { Provider } from '../ticket/types';

/** What decides whether a real-time match event may be shown: the match's sport type and provider. */
export interface MatchEventSource {
  /** Sport type of the match (spec §3 Sport type, e.g. regular or cyber). */
  sportType: string;
  provider: Provider;
}

/** The feature flags gating real-time match events (spec §6: custom provider sport types). */
export interface MatchEventFlags {
  enabledSportTypes: readonly string[] | ReadonlySet<string>;
  enabledProviders: readonly Provider[] | ReadonlySet<Provider>;
}

/**
 * Spec §5: real-time match events are shown only if the sport type and provider are enabled by
 * feature flags. Both must be enabled; an empty flag list enables nothing.
 */
export function isMatchEventVisible(event: MatchEventSource, flags: MatchEventFlags): boolean {
  return (
    includes(flags.enabledSportTypes, event.sportType) &&
    includes(flags.enabledProviders, event.provider)
  );
}

function includes<T>(list: readonly T[] | ReadonlySet<T>, value: T): boolean {
  return 'has' in list ? list.has(value) : list.includes(value);
}
