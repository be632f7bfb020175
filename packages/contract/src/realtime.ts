import { z } from 'zod';
import { providerSchema } from './catalog';
import { currencyCodeSchema, idSchema, minorUnitsSchema } from './common';
import { placedBetSchema, placedSelectionSchema } from './bets';
import { bonusNoticeSchema, tournamentPoolSchema } from './bonus';
import { marketSchema } from './market';
import { matchSchema, matchStatusSchema } from './match';
import { notificationSchema, unreadCountersSchema } from './notifications';
import { PROVIDER_STATUSES } from './vocabulary';
import { isCertainMarketsChanged } from './realtime-fast';

/** `match_changed` data: the match id plus only the fields that changed (spec §4 live updates). */
export const matchChangedSchema = matchSchema
  .omit({ id: true, type: true })
  .partial()
  .extend({ id: idSchema });
export type MatchChangedWire = z.infer<typeof matchChangedSchema>;

/** `markets_changed` data: changed markets of one match; markets not listed are unchanged. */
export const marketsChangedSchema = z.object({
  match_id: idSchema,
  markets: z.array(marketSchema),
});
export type MarketsChangedWire = z.infer<typeof marketsChangedSchema>;

/** `match_status_changed` data. */
export const matchStatusChangedSchema = z.object({
  match_id: idSchema,
  status: matchStatusSchema,
  is_live: z.boolean(),
  is_finished: z.boolean(),
});
export type MatchStatusChangedWire = z.infer<typeof matchStatusChangedSchema>;

/** Provider status of spec §4: an inactive provider's selections cannot be bet on. */
export const providerStatusSchema = z.enum(PROVIDER_STATUSES);

/** `provider_status_changed` data. */
export const providerStatusChangedSchema = z.object({
  provider: providerSchema,
  status: providerStatusSchema,
});
export type ProviderStatusChangedWire = z.infer<typeof providerStatusChangedSchema>;

/** `balance_changed` data: the new balance available to bet, in minor units of `currency`. */
export const balanceChangedSchema = z.object({
  currency: currencyCodeSchema,
  balance: minorUnitsSchema,
});
export type BalanceChangedWire = z.infer<typeof balanceChangedSchema>;

/** `bet_changed` data: the bet id plus changed fields; selections are merged by selection id. */
export const betChangedSchema = placedBetSchema
  .omit({ bet_id: true, selections: true })
  .partial()
  .extend({
    bet_id: placedBetSchema.shape.bet_id,
    selections: z
      .array(placedSelectionSchema.partial().extend({ id: placedSelectionSchema.shape.id }))
      .optional(),
  });
export type BetChangedWire = z.infer<typeof betChangedSchema>;

/** `bet_cashout_changed` data: the new offer in minor units; null when the offer is withdrawn. */
export const betCashoutChangedSchema = z.object({
  bet_id: placedBetSchema.shape.bet_id,
  to_cashout: minorUnitsSchema.nonnegative().nullable(),
});
export type BetCashoutChangedWire = z.infer<typeof betCashoutChangedSchema>;

const event = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), data });

/** Every publication of spec §7 real-time messaging: `{type: '<event name>', data}`. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  event('match_changed', matchChangedSchema),
  event('markets_changed', marketsChangedSchema),
  event('match_status_changed', matchStatusChangedSchema),
  event('provider_status_changed', providerStatusChangedSchema),
  event('tournament_pool_changed', tournamentPoolSchema),
  event('balance_changed', balanceChangedSchema),
  event('unread_counters_changed', unreadCountersSchema),
  event('notification', notificationSchema),
  event('bet_changed', betChangedSchema),
  event('bet_cashout_changed', betCashoutChangedSchema),
  event('bonus_issued', bonusNoticeSchema),
]);
export type RealtimeEventWire = z.infer<typeof realtimeEventSchema>;

/** Event names of spec §7, exactly as published. */
export type RealtimeEventType = RealtimeEventWire['type'];

/** The publication of one event name, e.g. `RealtimeEventOf<'balance_changed'>`. */
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEventWire, { type: T }>;

/** Every event name of spec §7, in the spec's order. */
export const REALTIME_EVENT_TYPES: readonly RealtimeEventType[] = realtimeEventSchema.options.map(
  (option) => option.shape.type.value,
);

/** Result of {@link parseRealtimeEvent}: the event, or why the publication was rejected. */
export type RealtimeEventResult =
  { ok: true; event: RealtimeEventWire } | { ok: false; error: string };

/**
 * Parses one publication. Never throws: the web must ignore a malformed publication (unknown
 * type, bad payload) and keep the connection, so failure is a value with a readable reason.
 */
export function parseRealtimeEvent(raw: unknown): RealtimeEventResult {
  // issue 18: odds changes arrive by the thousand a second; a certain one skips the schema
  if (isCertainMarketsChanged(raw)) return { ok: true, event: raw as RealtimeEventWire };
  try {
    const result = realtimeEventSchema.safeParse(raw);
    return result.success
      ? { ok: true, event: result.data }
      : { ok: false, error: z.prettifyError(result.error) };
  } catch (error) {
    // a hostile input (a throwing getter or proxy) must still not escape
    return { ok: false, error: error instanceof Error ? error.message : 'unreadable publication' };
  }
}
