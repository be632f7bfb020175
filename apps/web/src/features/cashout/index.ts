// Public surface of the cashout feature; getCashoutMessages is server-only: import it from
// '@/features/cashout/get-cashout-messages'.
export { CashoutButton, type CashoutButtonProps } from './cashout-button';
export type { CashoutMessages } from './cashout-messages';
