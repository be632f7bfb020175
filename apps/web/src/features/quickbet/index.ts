// Face of the quick bet (spec §4 quick bet).
export { QuickBetBar } from './components/quick-bet-bar';
export { placeQuickBet } from './place-quick-bet';
export { quickBetStore } from './quick-bet-store';
