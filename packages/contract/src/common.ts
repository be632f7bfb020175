import { z } from 'zod';

/** Error body of every 4xx/5xx answer: a machine code the client switches on and a readable message. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorWire = z.infer<typeof apiErrorSchema>;

/** Default and maximum page size of list calls (spec §9: default list limit 500). */
export const DEFAULT_LIST_LIMIT = 500;
export const MAX_LIST_LIMIT = 500;

/** Spec §3 Pagination, as sent on the wire. */
export const paginationSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type PaginationWire = z.infer<typeof paginationSchema>;

/** A page of a list call: `{ data, pagination }`. */
export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: paginationSchema });

/** Query of every paged list call; numbers arrive as strings in a query string. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
});

/** Locale tag accepted by calls that return translated names (`en`, `de`, `pt-BR`). */
export const localeTagSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'locale must look like "en" or "pt-BR"');

/** GET /health */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number().nonnegative(),
});
export type HealthWire = z.infer<typeof healthSchema>;
