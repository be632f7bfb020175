import { z } from 'zod';
import { providerSchema } from './catalog';
import {
  currencyCodeSchema,
  idSchema,
  idTextSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
  safeTextSchema,
} from './common';
import { ODDS_ACCEPT_MODES, ODDS_TYPES } from './vocabulary';

/** Largest stake preset, major units: even at 10^8 subunits it stays a safe integer amount. */
export const MAX_STAKE_PRESET = 10_000_000;

/** Stake presets of one currency, in major units as the bettor types them (e.g. [1, 5, 10]). */
const stakesSchema = z.record(
  currencyCodeSchema,
  z.array(z.number().positive().max(MAX_STAKE_PRESET)).max(8),
);

/**
 * GET /settings (sportsbook v2, spec §7): the player's betting settings. An anonymous caller gets
 * the site defaults with `updated_at` null.
 */
export const settingsSchema = z.object({
  stakes: stakesSchema,
  auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
  odds_type: z.enum(ODDS_TYPES),
  one_signal_push_notification_subscription: z.string().nullable(),
  updated_at: isoDateTimeSchema.nullable(),
  /** Spec §3 multiSingleAvailableByProvider: a site rule; a provider left out does not allow it. */
  multi_single_available_by_provider: z.partialRecord(providerSchema, z.boolean()).optional(),
  /** Spec §3 isMultiActiveFreebetsAllowed: the bettor picks among several freebets; absent: one. */
  is_multi_active_freebets_allowed: z.boolean().optional(),
  /** Site rule: the highest total odds of one bet (bonus odds included); absent: none. */
  max_total_odds: oddsSchema.optional(),
  /** Site rule: the highest payout (potential win) of one bet per currency, minor units. */
  max_payout: z.record(currencyCodeSchema, minorUnitsSchema.nonnegative()).optional(),
  /** The server's VAPID public key (base64url) to subscribe for Web Push; null: Web Push is off. */
  push_public_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(200)
    .nullable()
    .optional(),
});
export type SettingsWire = z.infer<typeof settingsSchema>;

/** Longest Web Push subscription JSON accepted: real ones are a few hundred characters. */
export const MAX_PUSH_SUBSCRIPTION_LENGTH = 2000;

/** POST /settings: any subset of the fields; the answer is the whole stored settings. 401 anonymous. */
export const settingsBodySchema = z
  .object({
    stakes: stakesSchema,
    auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
    odds_type: z.enum(ODDS_TYPES),
    /** The browser's PushSubscription JSON (checked by the server: push service, key sizes); null clears it. */
    one_signal_push_notification_subscription: safeTextSchema(
      MAX_PUSH_SUBSCRIPTION_LENGTH,
    ).nullable(),
  })
  .partial();
export type SettingsBodyWire = z.infer<typeof settingsBodySchema>;

/** Kinds of favorites (spec §7 /favourites/{type}). */
export const FAVORITE_TYPES = ['matches', 'tournaments'] as const;
export const favoriteTypeSchema = z.enum(FAVORITE_TYPES);
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;

export const favoriteParamsSchema = z.object({ type: favoriteTypeSchema });
export const favoriteItemParamsSchema = z.object({
  type: favoriteTypeSchema,
  id: idTextSchema,
});

/**
 * GET /favourites/{type} query (spec §7: matchStatus, isBettable): narrows the ids to events of a
 * status, or to events that can still be bet on.
 */
export const favoritesQuerySchema = z.object({
  match_status: z.coerce.number().int().min(0).max(5).optional(),
  is_bettable: z.enum(['true', 'false']).optional(),
});

/** GET /favourites/{type} response (spec §7 "response favoriteIds"); POST/DELETE answer the same. */
export const favoritesResponseSchema = z.object({ favorite_ids: z.array(idSchema) });
export type FavoritesResponseWire = z.infer<typeof favoritesResponseSchema>;
