// Face of the bet slip (client and server code). Server-only parts: ./server.ts.
export { createClickHandler } from './click-handler';
export { SlipCountBadge } from './components/bet-panel-view';
export { SlipLiveSync } from './components/slip-live-sync';
export { FloatingTicket } from './components/floating-ticket';
export { opensSheet, panelAfterCount, panelStore } from './panel-store';
export { slipSelections } from './slip-selections';
export { followCurrency, isCurrencyKnown } from './slip-currency';
export { applyShareCode, SharedBetRestore } from './shared-restore';
export { SlipEnvProvider, type SlipBonusRules, type SlipEnv } from './slip-env';
export type { MessageTree } from './slip-messages';
export { BETS_STORAGE_KEY, ticketStore } from './ticket-store';
