import { z } from 'zod';
import { idSchema, isoDateTimeSchema, safeTextSchema } from './common';
import { isSafeHref, richTextProblem } from './rich-text';
import { BRAND_COLOURS, colourSchema } from './site-config';

/*
 * Spec §2 "Configurable content pages": a page has locale, path, index flag, SEO data,
 * translations and a list of content blocks of 23 kinds; each block has an audience and the
 * player groups it is hidden for (spec §6). Wire shapes of the public read and the operator API.
 */

export const CONTENT_AUDIENCES = ['ALL', 'LOGGED_IN', 'NOT_LOGGED_IN'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

export const CONTENT_BLOCK_KINDS = [
  'label',
  'text',
  'image',
  'button',
  'page_banner',
  'iframe',
  'event_markets',
  'event_stats',
  'live_events',
  'outrights',
  'prematch_events',
  'promocode',
  'result_events',
  'results',
  'schedule',
  'top_events',
  'top_leagues',
  'tournaments',
  'bonuses',
  'jackpot_banner',
  'speed_dial',
  'favorites',
  'prediction',
] as const;
export type ContentBlockKind = (typeof CONTENT_BLOCK_KINDS)[number];

/**
 * First path segments of the web's fixed routes (and its API and locale prefixes): a content
 * page there would be unreachable or would shadow the route.
 */
export const RESERVED_CONTENT_SEGMENTS = [
  'api',
  '_next',
  'live',
  'profile',
  'promotions',
  'favorites',
  'results',
  'schedule',
  'users',
  'blocked',
  'locked',
  '500',
  'search',
  'my-bets',
  'bet-slip',
  'icons',
  'images',
  'en',
  'de',
  'pt-br',
  'pt',
  'br',
  'ar',
] as const;

// one segment: the web resolves content pages at /[sport], before the sport of that key
const PATH_PATTERN = /^\/$|^\/[a-z0-9]+(-[a-z0-9]+)*$/;

/** A page path: `/` or lower-case segments of letters, digits and single dashes. */
export const contentPathSchema = z
  .string()
  .max(200)
  .regex(PATH_PATTERN, 'must be / or one lower-case segment like /about or /help-payments')
  .refine(
    (path) => !(RESERVED_CONTENT_SEGMENTS as readonly string[]).includes(path.split('/')[1] ?? ''),
    'must not start with a fixed route of the site',
  );

const localeKeySchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a locale code');

/** Text per locale, at least one; a locale without its own falls back to `en`, then any. */
const localized = (max: number) =>
  z
    .record(localeKeySchema, safeTextSchema(max).trim().min(1))
    .refine((texts) => Object.keys(texts).length >= 1, 'needs a text in at least one locale')
    .refine((texts) => Object.keys(texts).length <= 20, 'at most 20 locales');

/** A link of a block: https or a path of this site. */
const hrefSchema = safeTextSchema(500).refine(isSafeHref, 'must be an https URL or a site path');
const httpsUrlSchema = safeTextSchema(500).refine(
  (url) => /^https:\/\/[^\s/?#]+[^\s]*$/i.test(url),
  'must be an https URL',
);

/** Rich text of a text block: the safe subset of rich-text.ts, per locale. */
const richTextSchema = z
  .record(
    localeKeySchema,
    safeTextSchema(20_000).superRefine((html, ctx) => {
      const problem = richTextProblem(html);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem, params: { code: 'unsafe_html' } });
    }),
  )
  .refine((texts) => Object.keys(texts).length >= 1, 'needs a text in at least one locale');

const blockIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be a short id');
const limitSchema = z.number().int().min(1).max(50);

/** What every block has: spec §2 audience, spec §6 groups it is hidden for, an optional title. */
const common = {
  id: blockIdSchema,
  audience: z.enum(CONTENT_AUDIENCES).default('ALL'),
  hidden_for_player_groups: z.array(safeTextSchema(60).min(1)).max(50).default([]),
  title: localized(200).optional(),
};
const block = <K extends ContentBlockKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.strictObject({ kind: z.literal(kind), ...common, ...shape });

/** Data blocks narrowed to one sport (a sport key such as `soccer`) where the operator wants. */
const sportScope = {
  sport: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
};

export const contentBlockSchema = z.discriminatedUnion('kind', [
  block('label', { text: localized(200), heading: z.enum(['h2', 'h3']).default('h2') }),
  block('text', { html: richTextSchema }),
  block('image', {
    src: hrefSchema,
    alt: localized(300),
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
    href: hrefSchema.optional(),
  }),
  block('button', {
    label: localized(100),
    href: hrefSchema,
    variant: z.enum(['primary', 'secondary']).default('primary'),
    new_tab: z.boolean().default(false),
  }),
  block('page_banner', {
    heading: localized(200),
    subtitle: localized(400).optional(),
    image: hrefSchema.optional(),
    href: hrefSchema.optional(),
  }),
  // a frame runs someone else's page: https only, never a site path or plain http
  block('iframe', {
    src: httpsUrlSchema,
    height: z.number().int().min(100).max(2000).default(400),
  }),
  block('event_markets', { match_id: idSchema }),
  block('event_stats', { match_id: idSchema }),
  block('live_events', { ...sportScope, limit: limitSchema.default(10) }),
  block('outrights', { ...sportScope, limit: limitSchema.default(10) }),
  block('prematch_events', {
    ...sportScope,
    league_id: idSchema.optional(),
    limit: limitSchema.default(10),
  }),
  block('promocode', {}),
  block('result_events', { ...sportScope, limit: limitSchema.default(10) }),
  block('results', { ...sportScope }),
  block('schedule', { ...sportScope, limit: limitSchema.default(20) }),
  block('top_events', { ...sportScope }),
  block('top_leagues', { ...sportScope }),
  block('tournaments', { limit: limitSchema.default(5) }),
  block('bonuses', { limit: limitSchema.default(5) }),
  block('jackpot_banner', { jackpot_id: safeTextSchema(60).optional() }),
  block('speed_dial', {}),
  block('favorites', {}),
  block('prediction', { prediction_id: safeTextSchema(60).optional() }),
]);
export type ContentBlockWire = z.infer<typeof contentBlockSchema>;
export type ContentBlockInput = z.input<typeof contentBlockSchema>;

/**
 * The home page's blocks (spec §2 home) until an operator recomposes it: top events, in play, top
 * leagues, upcoming, the sports overview (speed dial) and results. The demo seed writes them and the
 * web shows them when a backend has no "/" page.
 */
export const DEFAULT_HOME_BLOCKS: readonly ContentBlockInput[] = [
  { id: 'top-events', kind: 'top_events' },
  { id: 'in-play', kind: 'live_events', limit: 4 },
  { id: 'top-leagues', kind: 'top_leagues' },
  { id: 'upcoming', kind: 'prematch_events', limit: 30 },
  { id: 'sports', kind: 'speed_dial' },
  { id: 'results', kind: 'results' },
];

const seoSchema = z.strictObject({
  title: safeTextSchema(200).trim().min(1),
  description: safeTextSchema(500).default(''),
  keywords: z.array(safeTextSchema(60).min(1)).max(30).default([]),
});

/** The body of PUT /api/operator/content_pages: a page, created or replaced whole. */
/** Spec §2 per-page style overrides: brand colours of this page only, and a narrower text column. */
export const contentPageStyleSchema = z.strictObject({
  colours: z.partialRecord(z.enum(BRAND_COLOURS), colourSchema).default({}),
  width: z.enum(['normal', 'narrow']).default('normal'),
});
export type ContentPageStyleWire = z.infer<typeof contentPageStyleSchema>;

export const contentPageBodySchema = z
  .strictObject({
    path: contentPathSchema,
    /** The one locale the page is for; null: every locale. */
    locale: localeKeySchema.nullable().default(null),
    index: z.boolean().default(true),
    seo: z.record(localeKeySchema, seoSchema).default({}),
    /** The page's heading (its <h1>) per locale. */
    translations: z.record(
      localeKeySchema,
      z.strictObject({ title: safeTextSchema(200).trim().min(1) }),
    ),
    blocks: z.array(contentBlockSchema).max(60),
    style: contentPageStyleSchema.default({ colours: {}, width: 'normal' }),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.blocks.forEach((b, i) => {
      if (seen.has(b.id))
        ctx.addIssue({ code: 'custom', path: ['blocks', i, 'id'], message: 'must be unique' });
      seen.add(b.id);
    });
  });
export type ContentPageBody = z.input<typeof contentPageBodySchema>;

/** A stored page as both APIs send it. */
export const contentPageSchema = z.object({
  path: z.string(),
  locale: z.string().nullable(),
  index: z.boolean(),
  seo: z.record(z.string(), seoSchema),
  translations: z.record(z.string(), z.object({ title: z.string() })),
  blocks: z.array(contentBlockSchema),
  style: contentPageStyleSchema,
  updated_at: isoDateTimeSchema,
});
export type ContentPageWire = z.infer<typeof contentPageSchema>;

export const contentPageResponseSchema = z.object({ data: contentPageSchema });
export const contentPagesResponseSchema = z.object({
  data: z.array(contentPageSchema.omit({ blocks: true }).extend({ block_count: z.number() })),
});

/** GET /api/sportsbook/v2/content_pages?path=&locale= */
export const contentPageQuerySchema = z.object({
  path: z.string().max(200),
  locale: localeKeySchema.optional(),
});

/** PATCH /api/operator/content_pages/blocks_order: the page's block ids in their new order. */
export const contentBlocksOrderBodySchema = z.strictObject({
  path: contentPathSchema,
  locale: localeKeySchema.nullable().default(null),
  block_ids: z.array(blockIdSchema).max(60),
});

/** DELETE /api/operator/content_pages?path=&locale= */
export const contentPageKeyQuerySchema = z.object({
  path: z.string().max(200),
  locale: localeKeySchema.optional(),
});
