// Face of the custom bet (bet builder). Server-only parts: ./server.ts.
export { CustomBetSlipProvider, type CustomBetSlip } from './components/custom-bet-slip';
export { createCustomBetOpeners, type CustomBetOpeners, type CustomBetRequest } from './custom-bet';
