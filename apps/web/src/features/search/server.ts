// Server-only face of the search: the header entry reads the settings and texts on the server.
export { HeaderSearch } from './header-search';
