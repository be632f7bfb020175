/** The demo operator's legal and help texts in one locale: titles, SEO descriptions, rich text. */
export interface LegalTexts {
  about: PageText;
  generalRules: PageText;
  terms: PageText;
  helpCenter: PageText;
}

export interface PageText {
  title: string;
  description: string;
  /** Rich text in the safe subset of the contract's rich-text.ts. */
  html: string;
}
