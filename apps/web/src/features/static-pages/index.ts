// Face of the static pages (spec §8 404, 500, locked, blocked). Server-only parts: ./server.ts.
export { StaticPage } from './components/static-page';
