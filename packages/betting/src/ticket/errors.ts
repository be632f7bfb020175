/**
 * Why the ticket engine refused its input:
 * - `unknown_bet`: a bet index outside the ticket;
 * - `invalid_stake`: a stake that is not a non-negative integer of minor units;
 * - `invalid_amount`: another money amount (a wanted potential win) that is not one;
 * - `invalid_system_type`: a system type that is not k/n with 2 <= k < n, or does not fit the bet;
 * - `invalid_selection_count`: a selection count that is not a non-negative integer;
 * - `not_a_system_bet`: a system type set on a bet that is not a system bet.
 */
export type TicketInputErrorCode =
  | 'unknown_bet'
  | 'invalid_stake'
  | 'invalid_amount'
  | 'invalid_system_type'
  | 'invalid_selection_count'
  | 'not_a_system_bet';

/** Invalid input given to a ticket function (a programming error of the caller, not a bettor's). */
export class TicketInputError extends Error {
  override readonly name = 'TicketInputError';
  /** Machine-readable reason. */
  readonly code: TicketInputErrorCode;

  constructor(code: TicketInputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
