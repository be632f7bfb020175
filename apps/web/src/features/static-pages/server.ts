// Server-only face of the static pages: the page with its texts read on the server.
export { StaticPageContent } from './components/static-page-content';
