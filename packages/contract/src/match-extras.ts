import { z } from 'zod';
import { idParamSchema, idSchema, isoDateTimeSchema } from './common';

/**
 * Statistics widgets of the match page (GET /matches/{id}/{widget type}): soccer possession,
 * shots, cards, corners, fouls, offsides; tennis aces, double faults, break points.
 */
export const widgetTypeSchema = z.enum([
  'possession',
  'shots',
  'cards',
  'corners',
  'fouls',
  'offsides',
  'aces',
  'double_faults',
  'break_points',
]);
export type WidgetTypeWire = z.infer<typeof widgetTypeSchema>;

/** Path params of GET /matches/{id}/{widget type}. */
export const widgetParamsSchema = idParamSchema.extend({ widget: widgetTypeSchema });
export type WidgetParamsWire = z.infer<typeof widgetParamsSchema>;

/**
 * One row of a widget: `type` names the value within the widget (`on_target`, `yellow`,
 * `percent`), `period` is the period number, absent for the whole match.
 */
export const statisticSchema = z.object({
  type: z.string().regex(/^[a-z0-9_]+$/),
  period: z.number().int().positive().optional(),
  home: z.number().nonnegative(),
  away: z.number().nonnegative(),
});
export type StatisticWire = z.infer<typeof statisticSchema>;

/** GET /matches/{id}/{widget type} response: the widget's rows (empty when not covered). */
export const widgetResponseSchema = z.object({
  match_id: idSchema,
  type: widgetTypeSchema,
  items: z.array(statisticSchema),
});
export type WidgetResponseWire = z.infer<typeof widgetResponseSchema>;

/** Why a match has no stream: none exists, the viewer must sign in, or not yet / not here. */
export const noStreamReasonSchema = z.enum([
  'no_stream',
  'login_required',
  'not_started',
  'region_blocked',
]);
export type NoStreamReasonWire = z.infer<typeof noStreamReasonSchema>;

/**
 * GET /matches/{id}/video and /streams response: a playable stream (`hls` for a player, `iframe`
 * for an embedded page; `expires_at` for signed URLs), or explicitly none, with the reason.
 */
export const streamResponseSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    kind: z.enum(['hls', 'iframe']),
    url: z.url({ protocol: /^https?$/ }),
    expires_at: isoDateTimeSchema.nullable(),
  }),
  z.object({ available: z.literal(false), reason: noStreamReasonSchema }),
]);
export type StreamResponseWire = z.infer<typeof streamResponseSchema>;

/**
 * GET /watchersio/userid (spec §7): the id the stream widget knows the signed-in player by; a
 * one-way pseudonym, stable per player, never the platform's own player id. 401 anonymous.
 */
export const watchersUserIdSchema = z.object({ user_id: z.string().regex(/^[0-9a-f]{32}$/) });
export type WatchersUserIdWire = z.infer<typeof watchersUserIdSchema>;
