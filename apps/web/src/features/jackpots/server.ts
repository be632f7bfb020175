// Server-only face of the jackpots: the /promotions block and the header zone read their texts here.
export { HeaderJackpotZone } from './header-jackpot-zone';
export { JackpotsBlock } from './jackpots-block';
export { getJackpotLabels } from './get-jackpot-labels';
