// Face of the custom bet (bet builder). Server-only parts: ./server.ts.
export { requestCustomBet, setCustomBetSink } from './custom-bet';
