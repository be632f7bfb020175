/** The id of the /promotions jackpots section: the header card links to it. */
export const JACKPOTS_ANCHOR = 'jackpots';
