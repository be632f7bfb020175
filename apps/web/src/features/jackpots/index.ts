// Face of the jackpots (client code): the /promotions section, the header card and hit modal.
// Server-only parts: ./server.ts.
export { HeaderJackpot } from './header-jackpot';
export { JackpotsSection } from './jackpots-section';
export type { JackpotLabels, JackpotZoneLabels } from './labels';
