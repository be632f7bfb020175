// The client views of the content blocks in one module: a page imports it lazily, so the pages
// without such blocks (home) carry one small loader instead of one per feature.
export { PromoCodeForm, Predictions, PromotionsView } from '@/features/bonuses';
export { FavoritesView } from '@/features/favorites';
export { JackpotsSection } from '@/features/jackpots';
