import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema, paginatedSchema } from './common';

/**
 * Spec §3 Notification. `type` and `object_type` are open strings (new kinds must not break
 * old clients); `object_type` is null when the notification points at nothing.
 */
export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  caption: z.string().nullable(),
  body: z.string(),
  type: z.string().min(1),
  object_type: z.string().min(1).nullable(),
  read: z.boolean(),
  created_at: isoDateTimeSchema,
});
export type NotificationWire = z.infer<typeof notificationSchema>;

/** GET /notifications/counters response and `unread_counters_changed` payload. */
export const unreadCountersSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountersWire = z.infer<typeof unreadCountersSchema>;

/** GET /notifications query. */
export const notificationsQuerySchema = pageQuerySchema;
export type NotificationsQueryWire = z.infer<typeof notificationsQuerySchema>;

/** GET /notifications response: newest first. */
export const notificationsResponseSchema = paginatedSchema(notificationSchema);
export type NotificationsResponseWire = z.infer<typeof notificationsResponseSchema>;

/** POST /notifications/read body. */
export const readNotificationsRequestSchema = z.object({ ids: z.array(idSchema).min(1).max(500) });
export type ReadNotificationsRequestWire = z.infer<typeof readNotificationsRequestSchema>;
