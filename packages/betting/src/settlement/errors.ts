/** Machine codes of {@link SettlementError}. */
export type SettlementErrorCode =
  | 'invalid_stake'
  | 'invalid_odds'
  | 'invalid_selection_count'
  | 'invalid_system_type'
  | 'invalid_line_count';

/** Invalid input to settlement (a bet that cannot be settled as given). */
export class SettlementError extends Error {
  override name = 'SettlementError';
  constructor(
    readonly code: SettlementErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Machine codes of {@link CashoutError}. */
export type CashoutErrorCode =
  'invalid_stake' | 'invalid_odds' | 'invalid_margin' | 'no_selections' | 'odds_count_mismatch';

/** Invalid input to the cashout offer. */
export class CashoutError extends Error {
  override name = 'CashoutError';
  constructor(
    readonly code: CashoutErrorCode,
    message: string,
  ) {
    super(message);
  }
}
