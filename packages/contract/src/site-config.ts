import { z } from 'zod';
import { safeTextSchema } from './common';
import { embeddingSchema } from './embed';
import { navigationSchema } from './navigation';
import {
  isSafeLink,
  linkSchema,
  localeSchema,
  localizedTextSchema,
  SITE_PATH,
  SUPPORTED_LOCALES,
} from './site-text';

/** The brand tokens of apps/web/src/styles/tokens.css an operator may set (spec §3 theme). */
export const BRAND_COLOURS = [
  'primary',
  'primary_hover',
  'on_primary',
  'primary_text',
  'primary_soft',
] as const;
export type BrandColour = (typeof BRAND_COLOURS)[number];

const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
const absoluteUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => !SITE_PATH.test(value) && isSafeLink(value), 'must be an http(s) URL');
export const colourSchema = z.string().regex(HEX_COLOUR, 'must be a CSS hex colour like #34d27b');
const text = (max: number) => safeTextSchema(max);

/** `{match}` and `{locale}` are filled in by the web (apps/web/src/config/chat-url.ts). */
const chatTemplateSchema = z
  .string()
  .max(2000)
  .refine(
    (value) => isSafeLink(value.replaceAll('{match}', '1').replaceAll('{locale}', 'en')),
    'must be an http(s) URL, with {match} and {locale} if wanted',
  )
  .refine((value) => /^https?:\/\//.test(value), 'must be an absolute http(s) URL');

const featuresSchema = z.strictObject({
  quick_deposit: z.boolean(),
  sign_up_iframe_preloader: z.boolean(),
  activity_tracking: z.boolean(),
  responsible_gambling: z.boolean(),
  jackpots: z.boolean(),
  custom_provider_sport_types: z.boolean(),
  delta_compression: z.boolean(),
});

const footerSchema = z.strictObject({
  partners: z
    .array(z.strictObject({ name: text(80), logo_url: linkSchema, url: linkSchema }))
    .max(30),
  menu: z.array(z.strictObject({ label: localizedTextSchema(80), href: linkSchema })).max(30),
  copyright: localizedTextSchema(300),
  disclaimer: localizedTextSchema(2000),
});

const localesSchema = z
  .strictObject({
    enabled: z.array(localeSchema).min(1).max(SUPPORTED_LOCALES.length),
    default: localeSchema,
    force_prefix: z.boolean(),
  })
  .superRefine((locales, ctx) => {
    if (!locales.enabled.includes(locales.default))
      ctx.addIssue({ code: 'custom', path: ['default'], message: 'must be an enabled locale' });
    if (new Set(locales.enabled).size !== locales.enabled.length)
      ctx.addIssue({ code: 'custom', path: ['enabled'], message: 'must not repeat a locale' });
  });

/**
 * The site configuration (spec §3) of one site (SITE_ID): stored by the backend, changed through
 * the operator API, served to the web in one call (GET /api/sportsbook/v2/site_config). Strict:
 * an unknown key is an error, so a typo never passes silently.
 */
export const siteConfigSchema = z.strictObject({
  logo: z.strictObject({ url: linkSchema, alt: text(120) }).nullable(),
  favicon_url: linkSchema.nullable(),
  theme: z.strictObject({
    default: z.enum(['dark', 'light']),
    colours: z.partialRecord(z.enum(BRAND_COLOURS), colourSchema),
  }),
  chat_provider: chatTemplateSchema.nullable(),
  license: z.strictObject({ text: localizedTextSchema(1000), url: linkSchema.nullable() }),
  balance_hidden: z.boolean(),
  potential_win_visible: z.boolean(),
  sign_up_reminder_seconds: z.number().int().min(0).max(86_400),
  left_sidebar: z.strictObject({ collapsible: z.boolean(), collapsed: z.boolean() }),
  floating: z.strictObject({ favorites: z.boolean(), ticket: z.boolean() }),
  my_bets_visible: z.boolean(),
  deposit_reminder: z.strictObject({
    show: z.boolean(),
    // GET /system's remind_after is positive (spec §9 default 10)
    remind_after_seconds: z.number().int().min(1).max(86_400),
    player_group_id: text(80),
  }),
  date_time: z.strictObject({ date: text(40), time: text(40), date_time: text(80) }),
  mirrors: z.array(absoluteUrlSchema).max(20),
  footer: footerSchema,
  locales: localesSchema,
  app_version: text(40),
  /** Spec §4 access-blocked-without-consent: a cookie drawer blocks the site until answered. */
  cookie_consent_required: z.boolean(),
  blocked_countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 code')).max(300),
  indexing: z.boolean(),
  share_bet: z.boolean(),
  custom_bet: z.strictObject({ enabled: z.boolean(), single_allowed: z.boolean() }),
  is_horse_racing_enabled: z.boolean(),
  is_lottery_enabled: z.boolean(),
  features: featuresSchema,
  /** Spec §6 user-group checker: players outside the group, and visitors, go to redirect_url. */
  /** Spec §2 navigation zones, placed in the layout regions. */
  navigation: navigationSchema,
  user_group_checker: z
    .strictObject({ player_group_id: text(80), redirect_url: absoluteUrlSchema })
    .nullable(),
  /** Spec §6 embedded mode: who may frame the site (CSP frame-ancestors) and send it messages. */
  embedding: embeddingSchema,
});

export type SiteConfigWire = z.infer<typeof siteConfigSchema>;

/** GET /site_config and the operator API's answers: the configuration and its version. */
export const siteConfigResponseSchema = z.object({
  data: siteConfigSchema,
  version: z.number().int().min(1),
  updated_at: z.string(),
});
export type SiteConfigResponse = z.infer<typeof siteConfigResponseSchema>;

/**
 * A merge patch (RFC 7396 but null sets null, as many fields are nullable): objects merge key by
 * key, anything else replaces.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const base: Record<string, unknown> = {};
  if (target !== null && typeof target === 'object' && !Array.isArray(target))
    for (const [key, value] of Object.entries(target)) own(base, key, value);
  for (const [key, value] of Object.entries(patch as Record<string, unknown>))
    own(base, key, mergePatch(base[key], value));
  return base;
}

// an own property even for "__proto__", so the strict schema rejects it instead of a prototype change
const own = (object: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
