// Face of the content pages (spec §2 configurable content pages): the page view and its blocks.
// Server-only parts: ./server.ts.
export { ContentPageView, type DataBlock } from './content-page';
