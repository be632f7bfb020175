import { z } from 'zod';
import { currencyCodeSchema } from './common';
import { SITE_PATH, localeSchema } from './site-text';
import { BET_TYPES, ODDS_TYPES } from './vocabulary';

import {
  EMBED_COMMAND_NAMES,
  EMBED_EVENT_NAMES,
  EMBED_PREFIX,
  EMBED_VERSION,
  embedMessageName,
  type EmbedCommandName,
  type EmbedEventName,
} from './embed-envelope';

/**
 * Host-page messages (spec §7 "Host-page messages"): what the framed sportsbook and the page that
 * frames it say to each other through `postMessage`. Every message is one envelope
 * `{ type: 'sportsbook:<name>', version: 1, payload }`; a receiver ignores anything else, so a
 * foreign message (another library's, a newer version's) never acts. Documented per message in
 * packages/embed/README.md.
 */

export {
  EMBED_COMMAND_NAMES,
  EMBED_EVENT_NAMES,
  EMBED_PREFIX,
  EMBED_VERSION,
  type EmbedCommandName,
  type EmbedEventName,
  type EmbedHostCommandName,
} from './embed-envelope';

const int = z.number().int().min(0).max(1_000_000);
const sitePathSchema = z.string().max(2000).regex(SITE_PATH, 'must be a site path like /live');

const envelope = <Name extends string, Payload extends z.ZodType>(name: Name, payload: Payload) =>
  z.strictObject({
    type: z.literal(`sportsbook:${name}`),
    version: z.literal(EMBED_VERSION),
    payload,
  });

const nothing = z.strictObject({});

/** Outgoing (sportsbook -> host), spec §7: each one's payload. */
export const embedEventSchemas = {
  /** A page finished loading or a client navigation ended on it. */
  'page-loaded': envelope(
    'page-loaded',
    z.strictObject({ path: sitePathSchema, locale: localeSchema }),
  ),
  /** The bridge listens: commands are accepted from now on. Sent once per document. */
  initialized: envelope(
    'initialized',
    z.strictObject({
      locale: localeSchema,
      odds_type: z.enum(ODDS_TYPES),
      logged_in: z.boolean(),
    }),
  ),
  /** The document's size changed (debounced 100 ms, spec §9): the host may resize the frame. */
  'page-size-changed': envelope('page-size-changed', z.strictObject({ height: int, width: int })),
  /** The player's active account balance, in minor units of its currency (null: signed out). */
  'balance-changed': envelope(
    'balance-changed',
    z.strictObject({
      balance: z.number().int().nullable(),
      currency: currencyCodeSchema.nullable(),
    }),
  ),
  /** The bet slip changed: its selection count, bet type and whether it is open. */
  'bet-slip-state-changed': envelope(
    'bet-slip-state-changed',
    z.strictObject({
      selections: int,
      bet_type: z.enum(BET_TYPES).nullable(),
      open: z.boolean(),
    }),
  ),
  /** A top event (home page top matches) was opened. */
  'top-event-clicked': envelope(
    'top-event-clicked',
    z.strictObject({ match_id: z.number().int().min(1), path: sitePathSchema }),
  ),
  /** The visitor asked to sign in: the host may show its own sign-in. */
  signIn: envelope('signIn', nothing),
  /** The visitor asked to sign up: the host may show its own sign-up. */
  signUp: envelope('signUp', nothing),
  /** The player asked to deposit (spec §5: the host's cashier, in the frame context). */
  deposit: envelope('deposit', z.strictObject({ currency: currencyCodeSchema.nullable() })),
  /** A modal of the sportsbook opened or closed (the host may dim or scroll its own page). */
  'notify-modal-triggered': envelope(
    'notify-modal-triggered',
    z.strictObject({ modal: z.string().min(1).max(80), open: z.boolean() }),
  ),
  /** The player's active currency changed. */
  'notify-currency-changed': envelope(
    'notify-currency-changed',
    z.strictObject({ currency: currencyCodeSchema }),
  ),
} as const satisfies Record<EmbedEventName, z.ZodType>;

/** Incoming (host -> sportsbook), spec §7: each one's payload. */
export const embedCommandSchemas = {
  /** Odds changed: show odds in this format. */
  'odds-changed': envelope('odds-changed', z.strictObject({ odds_type: z.enum(ODDS_TYPES) })),
  /** Page changed: go to this site path (without the locale prefix). */
  'page-changed': envelope('page-changed', z.strictObject({ path: sitePathSchema })),
  /** Search modal: opens the search, with a query when given. */
  'search-modal': envelope(
    'search-modal',
    z.strictObject({ query: z.string().max(50).optional() }),
  ),
  /** Open bet slip: shows the bet slip tab of the bet panel. */
  'open-bet-slip': envelope('open-bet-slip', nothing),
  /** Viewport: the part of the frame the visitor sees (the host scrolls, not the frame). */
  viewport: envelope(
    'viewport',
    z.strictObject({
      width: int,
      height: int,
      offset_top: z.number().int().min(-1_000_000).max(1_000_000),
    }),
  ),
  /** Iframe integration: the host resizes the frame to the page (no scroll inside the frame). */
  'iframe-integration': envelope('iframe-integration', z.strictObject({ enabled: z.boolean() })),
  /** Apply bet code: restores a shared bet slip by its code (spec §1 share-a-bet). */
  'apply-bet-code': envelope(
    'apply-bet-code',
    z.strictObject({
      code: z
        .string()
        .min(1)
        .max(64)
        .regex(/^[A-Za-z0-9_-]+$/),
    }),
  ),
  /** Change locale: the same page in this locale. */
  'change-locale': envelope('change-locale', z.strictObject({ locale: localeSchema })),
  /** Change currency: makes the player's account in this currency the active one. */
  'change-currency': envelope('change-currency', z.strictObject({ currency: currencyCodeSchema })),
  /**
   * The events the host handles by name (a catch-all listener is none): sent by packages/embed
   * after each `initialized` and whenever the set changes. Spec §5: with `deposit` among them a
   * deposit goes to the host's cashier; without, it stays in the frame.
   */
  listeners: envelope(
    'listeners',
    z.strictObject({
      events: z.array(z.enum(EMBED_EVENT_NAMES)).max(EMBED_EVENT_NAMES.length),
    }),
  ),
} as const satisfies Record<EmbedCommandName, z.ZodType>;

export type EmbedEvent<Name extends EmbedEventName = EmbedEventName> = {
  [N in Name]: z.infer<(typeof embedEventSchemas)[N]>;
}[Name];
export type EmbedCommand<Name extends EmbedCommandName = EmbedCommandName> = {
  [N in Name]: z.infer<(typeof embedCommandSchemas)[N]>;
}[Name];
export type EmbedEventPayload<Name extends EmbedEventName> = EmbedEvent<Name>['payload'];
export type EmbedCommandPayload<Name extends EmbedCommandName> = EmbedCommand<Name>['payload'];

/** A received message as an outgoing event, or null when it is none (foreign, old, malformed). */
export function parseEmbedEvent(data: unknown): EmbedEvent | null {
  const name = embedMessageName(data, EMBED_EVENT_NAMES);
  if (!name) return null;
  const parsed = embedEventSchemas[name].safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** A received message as an incoming command, or null when it is none (foreign, old, malformed). */
export function parseEmbedCommand(data: unknown): EmbedCommand | null {
  const name = embedMessageName(data, EMBED_COMMAND_NAMES);
  if (!name) return null;
  const parsed = embedCommandSchemas[name].safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The envelope of an outgoing event. */
export const embedEvent = <Name extends EmbedEventName>(
  name: Name,
  payload: EmbedEventPayload<Name>,
): EmbedEvent<Name> =>
  ({ type: `${EMBED_PREFIX}${name}`, version: EMBED_VERSION, payload }) as EmbedEvent<Name>;

/** The envelope of an incoming command. */
export const embedCommand = <Name extends EmbedCommandName>(
  name: Name,
  payload: EmbedCommandPayload<Name>,
): EmbedCommand<Name> =>
  ({ type: `${EMBED_PREFIX}${name}`, version: EMBED_VERSION, payload }) as EmbedCommand<Name>;

/** `https://casino.example` and the like: scheme, host and port only (spec §6 origin whitelist). */
export const embedOriginSchema = z
  .string()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.origin === value;
    } catch {
      return false;
    }
  }, 'must be an origin like https://casino.example (scheme, host, port; no path)');

/**
 * Embedded mode (spec §6): the platform origins allowed to frame the site and send it messages;
 * any origin only when the operator allows it with session init or the token setting.
 */
export const embeddingSchema = z.strictObject({
  origins: z.array(embedOriginSchema).max(50),
  allow_any_with_token: z.boolean(),
});
export type EmbeddingWire = z.infer<typeof embeddingSchema>;
