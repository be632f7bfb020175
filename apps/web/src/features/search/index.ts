// Face of the search (client and server code). Server-only parts: ./server.ts.
export { SearchTabButton } from './search-tab-button';
export { openSearch } from './open-search';
