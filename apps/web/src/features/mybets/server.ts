// Server-only face of the My Bets feature: texts read with next-intl's server API.
export { getMyBetsMessages } from './get-my-bets-messages';
