// Server-only face of the content pages: the page of a path for this request's player.
export { loadContentPage } from './load-content-page';
