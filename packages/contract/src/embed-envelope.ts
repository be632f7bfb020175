/**
 * Host-page message envelopes without zod (spec §7 "Host-page messages"): the names, the version
 * and the envelope check, small enough for the host page's SDK (packages/embed). The payload
 * schemas are in ./embed.ts.
 */
export const EMBED_PREFIX = 'sportsbook:';
/** Bumped when a payload changes incompatibly; both sides then ignore the other's old messages. */
export const EMBED_VERSION = 1;

/** Outgoing (sportsbook -> host), spec §7. */
export const EMBED_EVENT_NAMES = [
  'page-loaded',
  'initialized',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'signIn',
  'signUp',
  'deposit',
  'notify-modal-triggered',
  'notify-currency-changed',
] as const;
export type EmbedEventName = (typeof EMBED_EVENT_NAMES)[number];

/** Incoming (host -> sportsbook), spec §7, and the host's listeners (spec §5 deposit). */
export const EMBED_COMMAND_NAMES = [
  'odds-changed',
  'page-changed',
  'search-modal',
  'open-bet-slip',
  'viewport',
  'iframe-integration',
  'apply-bet-code',
  'change-locale',
  'change-currency',
  'listeners',
] as const;
export type EmbedCommandName = (typeof EMBED_COMMAND_NAMES)[number];

/** The commands a host sends itself; `listeners` is the SDK's own (packages/embed announces it). */
export type EmbedHostCommandName = Exclude<EmbedCommandName, 'listeners'>;

/**
 * The name of a current-version `sportsbook:` envelope among `names` (its payload an object), or
 * null for anything else: another script's message, an old version, an unknown name.
 */
export function embedMessageName<Name extends string>(
  data: unknown,
  names: readonly Name[],
): Name | null {
  if (data === null || typeof data !== 'object') return null;
  const { type, version, payload } = data as {
    type?: unknown;
    version?: unknown;
    payload?: unknown;
  };
  if (typeof type !== 'string' || !type.startsWith(EMBED_PREFIX) || version !== EMBED_VERSION)
    return null;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const name = type.slice(EMBED_PREFIX.length);
  return (names as readonly string[]).includes(name) ? (name as Name) : null;
}
