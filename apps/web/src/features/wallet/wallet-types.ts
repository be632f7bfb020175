/** The visitor as the wallet pages need it, composed from the session by the route. */
export type WalletSession =
  /** Auth status not known yet (spec §4 unknown, pending). */
  | { state: 'loading' }
  | { state: 'anonymous' }
  | {
      state: 'player';
      /** Spec §6: the test-payment group enables quick deposit. */
      quickDepositAllowed: boolean;
      accounts: readonly WalletAccount[];
    };

/** Spec §3 Accounts: balance available to bet, minor units. */
export interface WalletAccount {
  currency: string;
  balance: number;
  active: boolean;
}
