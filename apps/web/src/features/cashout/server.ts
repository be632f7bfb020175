// Server-only face of the cashout feature: texts read with next-intl's server API.
export { getCashoutMessages } from './get-cashout-messages';
