import { z } from 'zod';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './list-limits';

/** Error body of every 4xx/5xx answer: a machine code the client switches on and a readable message. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorWire = z.infer<typeof apiErrorSchema>;

/** Default and maximum page size of list calls (spec §9: default list limit 500). */
export { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './list-limits';

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

// ---------------------------------------------------------------------------------------------
// Request primitives: every value a request carries is bounded by one of these, so a value the
// database cannot hold is a 400 at the door, never a 500 deep inside.

/** Largest value of a 4-byte integer column: every id and market id in the database. */
export const MAX_INT32 = 2_147_483_647;

/** Largest amount of money a request may carry, in minor units: far above any real stake or
 * deposit, far below 2^53 so sums of amounts stay exact. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** Largest request body the backend reads (bytes); the web's proxy refuses larger ones itself. */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024;

/** Deepest nesting of objects and arrays a request may carry (validators recurse). */
export const MAX_INPUT_DEPTH = 32;

/** Highest decimal odds a request may carry (an outcome, a custom bet, a comboboost). */
export const MAX_REQUEST_ODDS = 1_000_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text can be stored and sent as UTF-8: no NUL and no unpaired surrogate. */
export const isSafeText = (text: string): boolean =>
  !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

/** Free text of a request: at most `max` characters, no NUL (PostgreSQL refuses it), no
 * unpaired surrogate (it has no UTF-8 form). Chain `.trim()`, `.min()`, `.regex()` as needed. */
export const safeTextSchema = (max: number) =>
  z.string().max(max).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** A positive integer that fits an int4 column, from JSON; `.max()` lowers the bound. */
export const int32Schema = z.number().int().min(1).max(MAX_INT32);

/** The same from a path or query string, where it arrives as text. */
export const int32TextSchema = z.coerce.number().int().min(1).max(MAX_INT32);

/** An amount of money in a request: whole minor units from 0 to {@link MAX_AMOUNT}. */
export const amountSchema = z.number().int().min(0).max(MAX_AMOUNT);

/** Query of every paged list call; numbers arrive as strings in a query string. */
export const pageQuerySchema = z.object({
  page: int32TextSchema.default(1),
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

/** A positive integer id of a catalogue row (sport, category, tournament, match): an int4. */
export const idSchema = int32Schema;

/** An id in a path or query string (`/matches/{id}`, `?category_id=`). */
export const idTextSchema = int32TextSchema;

/** Path params of `/.../{id}` calls; the id arrives as a string in the path. */
export const idParamSchema = z.object({ id: idTextSchema });
export type IdParamWire = z.infer<typeof idParamSchema>;

/** A timestamp on the wire: ISO 8601 with `Z` or an offset (`2026-05-01T18:00:00Z`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Currency code of an account or stake (`EUR`, `USDT`, sub-currencies such as `mBTC`). */
export const currencyCodeSchema = z.string().regex(/^[A-Za-z0-9]{2,10}$/);

/** Money on the wire: an integer count of minor units (500 = 5.00 EUR). */
export const minorUnitsSchema = z.number().int();

/** Decimal odds of an outcome or bet: always above 1. */
export const oddsSchema = z.number().gt(1);

/** Decimal odds a request carries: above 1 and at most {@link MAX_REQUEST_ODDS}. */
export const requestOddsSchema = oddsSchema.max(MAX_REQUEST_ODDS);

/** A query-string boolean: `true`/`false`/`1`/`0` (and real booleans from typed callers). */
export const queryBooleanSchema = z.union([z.boolean(), z.stringbool()]);

/**
 * A query parameter holding one value or many: `id=1`, `id=1,2` or repeated `id=1&id=2`
 * (Fastify gives an array); always parsed to a non-empty array of `item`.
 */
export const queryListSchema = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (raw) => (Array.isArray(raw) ? raw : [raw]).flatMap(splitListValue),
    z.array(item).min(1).max(MAX_LIST_LIMIT),
  );

// A comma-separated string becomes its parts; other values (numbers from typed callers) stay whole.
function splitListValue(value: unknown): unknown[] {
  return typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [value];
}
