import type { BrandColour } from '@sportsbook/contract/site-config';
import {
  contentBlockSchema,
  contentPageResponseSchema,
  contentPathSchema,
  DEFAULT_HOME_BLOCKS,
  type ContentBlockWire,
  type ContentPageWire,
} from '@sportsbook/contract/content';
import { parseRichText, type RichNode } from '@sportsbook/contract/rich-text';
import { apiRequest } from './client';
import { pickLocale } from './localized-text';
import { ApiError } from './errors';

/*
 * Spec §2 content pages (issue 16 item 2): GET /v2/content_pages, mapped to the page the web
 * renders with every text already in the request's locale and rich text as a checked tree.
 */

export type { RichNode };

interface BlockBase {
  id: string;
  /** The operator's title, or null: the block shows its own default heading. */
  title: string | null;
}
type Scoped = { sportKey: string | null };

export type ContentBlock = BlockBase &
  (
    | { kind: 'label'; text: string; heading: 'h2' | 'h3' }
    | { kind: 'text'; nodes: RichNode[] }
    | {
        kind: 'image';
        src: string;
        alt: string;
        width: number;
        height: number;
        href: string | null;
      }
    | {
        kind: 'button';
        label: string;
        href: string;
        variant: 'primary' | 'secondary';
        newTab: boolean;
      }
    | {
        kind: 'page_banner';
        heading: string;
        subtitle: string | null;
        image: string | null;
        href: string | null;
      }
    | { kind: 'iframe'; src: string; height: number }
    | { kind: 'event_markets' | 'event_stats'; matchId: number }
    | ({ kind: 'live_events' | 'outrights' | 'result_events' | 'schedule'; limit: number } & Scoped)
    | ({ kind: 'prematch_events'; leagueId: number | null; limit: number } & Scoped)
    | ({ kind: 'results' | 'top_events' | 'top_leagues' } & Scoped)
    | { kind: 'tournaments' | 'bonuses'; limit: number }
    | { kind: 'jackpot_banner'; jackpotId: string | null }
    | { kind: 'prediction'; predictionId: string | null }
    | { kind: 'promocode' | 'speed_dial' | 'favorites' }
  );
export type ContentBlockKind = ContentBlock['kind'];

export interface ContentPage {
  path: string;
  /** The page's <h1>. */
  title: string;
  index: boolean;
  seo: { title: string; description: string; keywords: string[] } | null;
  blocks: ContentBlock[];
  /** Spec §2 per-page style overrides. */
  style: { colours: Partial<Record<BrandColour, string>>; width: 'normal' | 'narrow' };
}

const text = (texts: Record<string, string> | undefined, locale: string) =>
  texts ? (pickLocale(texts, locale) ?? '') : '';

export function toContentBlock(w: ContentBlockWire, locale: string): ContentBlock {
  const base = { id: w.id, title: w.title ? (pickLocale(w.title, locale) ?? null) : null };
  const sportKey = 'sport' in w ? (w.sport ?? null) : null;
  switch (w.kind) {
    case 'label':
      return { ...base, kind: w.kind, text: text(w.text, locale), heading: w.heading };
    case 'text':
      return { ...base, kind: w.kind, nodes: parseRichText(text(w.html, locale)) };
    case 'image':
      return {
        ...base,
        kind: w.kind,
        src: w.src,
        alt: text(w.alt, locale),
        width: w.width,
        height: w.height,
        href: w.href ?? null,
      };
    case 'button':
      return {
        ...base,
        kind: w.kind,
        label: text(w.label, locale),
        href: w.href,
        variant: w.variant,
        newTab: w.new_tab,
      };
    case 'page_banner':
      return {
        ...base,
        kind: w.kind,
        heading: text(w.heading, locale),
        subtitle: w.subtitle ? text(w.subtitle, locale) : null,
        image: w.image ?? null,
        href: w.href ?? null,
      };
    case 'iframe':
      return { ...base, kind: w.kind, src: w.src, height: w.height };
    case 'event_markets':
    case 'event_stats':
      return { ...base, kind: w.kind, matchId: w.match_id };
    case 'live_events':
    case 'outrights':
    case 'result_events':
    case 'schedule':
      return { ...base, kind: w.kind, sportKey, limit: w.limit };
    case 'prematch_events':
      return { ...base, kind: w.kind, sportKey, leagueId: w.league_id ?? null, limit: w.limit };
    case 'results':
    case 'top_events':
    case 'top_leagues':
      return { ...base, kind: w.kind, sportKey };
    case 'tournaments':
    case 'bonuses':
      return { ...base, kind: w.kind, limit: w.limit };
    case 'jackpot_banner':
      return { ...base, kind: w.kind, jackpotId: w.jackpot_id ?? null };
    case 'prediction':
      return { ...base, kind: w.kind, predictionId: w.prediction_id ?? null };
    case 'promocode':
    case 'speed_dial':
    case 'favorites':
      return { ...base, kind: w.kind };
  }
}

export function toContentPage(w: ContentPageWire, locale: string): ContentPage {
  const seo = pickLocale(w.seo, locale);
  return {
    path: w.path,
    title: pickLocale(w.translations, locale)?.title ?? '',
    index: w.index,
    seo: seo ? { title: seo.title, description: seo.description, keywords: seo.keywords } : null,
    blocks: w.blocks.map((b) => toContentBlock(b, locale)),
    style: { colours: w.style.colours, width: w.style.width },
  };
}

/**
 * The home page of a backend that has none (spec §2 home): the default composition the demo seed
 * also writes, titled by the web's own texts.
 */
export function defaultHomePage(locale: string): ContentPage {
  return {
    path: '/',
    title: '',
    index: true,
    seo: null,
    blocks: DEFAULT_HOME_BLOCKS.map((b) => toContentBlock(contentBlockSchema.parse(b), locale)),
    style: { colours: {}, width: 'normal' },
  };
}

/**
 * The content page at `path` as the request's player sees it (the backend drops the blocks their
 * audience and player groups hide, so the session cookie goes along); null when there is none.
 */
export async function getContentPage(
  path: string,
  locale: string,
  cookie: string | null,
): Promise<ContentPage | null> {
  // a segment no page can have (upper case, a fixed route) is not asked about
  if (!contentPathSchema.safeParse(path).success) return null;
  try {
    const { data } = await apiRequest({
      api: 'sportsbook',
      path: '/v2/content_pages',
      query: { path, locale },
      schema: contentPageResponseSchema,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    return toContentPage(data, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
