// Face of the favorites feature (the page and its load alert). The star of every match row is a
// catalogue control: '@/catalogue/favorites/favorite-star'.
export { FavoritesLoadAlert } from './favorites-load-alert';
export { FavoritesView, type FavoritesLabels } from './favorites-view';
