// Server-only face of the SEO feature: page metadata, structured data, head of catalogue pages.
export { slugHead } from './catalogue-head';
export { JsonLdScript } from './json-ld';
export { MatchJsonLd } from './match-json-ld';
export { onMirrorHost, pageMetadata, siteOrigin, staticPageMetadata } from './page-metadata';
export { organizationJsonLd } from './structured-data';
