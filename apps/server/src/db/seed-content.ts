import {
  contentPageBodySchema,
  DEFAULT_HOME_BLOCKS,
  type ContentPageBody,
} from '@sportsbook/contract/content';
import type { Database } from './client';
import { legalAr } from './content/legal-ar';
import { legalDe } from './content/legal-de';
import { legalEn } from './content/legal-en';
import { legalPtBr } from './content/legal-pt-br';
import type { LegalTexts } from './content/types';
import { contentPages } from './schema-content';

/** The web's locales (apps/web/src/i18n/routing.ts), each with its own legal texts. */
const TEXTS: Record<string, LegalTexts> = {
  en: legalEn,
  de: legalDe,
  'pt-BR': legalPtBr,
  ar: legalAr,
};

const perLocale = <T>(pick: (texts: LegalTexts) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(TEXTS).map(([locale, texts]) => [locale, pick(texts)]));

/** A legal or help page of issue 16 item 4: one text block, its heading and SEO per locale. */
function legalPage(path: string, key: keyof LegalTexts, keywords: string[]): ContentPageBody {
  return {
    path,
    index: true,
    seo: perLocale((texts) => ({
      title: texts[key].title,
      description: texts[key].description,
      keywords,
    })),
    translations: perLocale((texts) => ({ title: texts[key].title })),
    blocks: [{ id: 'body', kind: 'text', html: perLocale((texts) => texts[key].html) }],
    // long reading: a text column the eye can follow
    style: { colours: {}, width: 'narrow' },
  };
}

/** The home composition (spec §2) as a content page an operator recomposes; block titles come
 * from the web's own texts while the operator sets none. */
export const HOME_PAGE: ContentPageBody = {
  path: '/',
  index: true,
  seo: {},
  translations: {
    en: { title: 'Demo Sportsbook' },
    de: { title: 'Demo Sportsbook' },
    'pt-BR': { title: 'Demo Sportsbook' },
    ar: { title: 'ديمو سبورتسبوك' },
  },
  blocks: [...DEFAULT_HOME_BLOCKS],
};

export const DEMO_CONTENT_PAGES: readonly ContentPageBody[] = [
  HOME_PAGE,
  legalPage('/about', 'about', ['about', 'sportsbook']),
  legalPage('/general-rules', 'generalRules', ['rules', 'void', 'dead heat', 'system bet']),
  legalPage('/terms-and-conditions', 'terms', ['terms', 'conditions', '18+']),
  legalPage('/help-center', 'helpCenter', ['help', 'faq', 'support']),
];

/** Seeds the demo operator's pages for `site`; an operator's own edits are never overwritten. */
export async function seedDemoContent(db: Database, site: string): Promise<void> {
  for (const body of DEMO_CONTENT_PAGES) {
    const page = contentPageBodySchema.parse(body);
    await db
      .insert(contentPages)
      .values({
        site,
        path: page.path,
        locale: page.locale ?? '',
        indexed: page.index,
        seo: page.seo,
        translations: page.translations,
        blocks: page.blocks,
      })
      .onConflictDoNothing();
  }
}
