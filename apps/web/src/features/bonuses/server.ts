// Server-only face of the bonuses: the /promotions page and the header zone read their texts here.
export { getPromotionLabels } from './get-promotion-labels';
export { HeaderBonusZone } from './header-bonus-zone';
export { PromotionsPage } from './promotions-page';
