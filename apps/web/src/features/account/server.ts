// Server-only face of the account feature: texts read with next-intl's server API.
export { getAuthMessages } from './get-auth-messages';
