// Face of the cashout feature (client and server code). Server-only parts: ./server.ts.
export { CashoutButton, type CashoutButtonProps } from './cashout-button';
export type { CashoutMessages } from './cashout-messages';
