// Face of the bonuses (client code): spec §2 /promotions view, header zone "bonus" and alerts.
// Server-only parts: ./server.ts.
export { HeaderBonus } from './header-bonus';
export { PromotionsView } from './promotions-view';
export type { BonusZoneLabels, PromotionLabels } from './labels';
// content page blocks (issue 16): the promo code form and the predictions on their own
export { PromoCodeForm } from './promo-code-form';
export { Predictions } from './predictions';
// content page blocks "tournaments" and "bonuses" (spec §2): at most `limit` cards
export { PromotionCards } from './promotion-cards';
