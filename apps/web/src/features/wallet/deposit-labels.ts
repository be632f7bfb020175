/** Texts of the deposit page, resolved on the server; `{amount}`/`{currency}` filled here. */
export interface DepositLabels {
  title: string;
  description: string;
  amount: string;
  currency: string;
  balance: string;
  submit: string;
  starting: string;
  /** Has `{currency}`. */
  invalidAmount: string;
  failed: string;
  noAccount: string;
  provider: string;
  another: string;
  loading: string;
  /** The deposit modals' close button. */
  close: string;
  /** From the quick deposit modal to the iframe deposit (any amount, any method). */
  moreMethods: string;
  /** The demo-mode note where money enters. */
  demoTitle: string;
  demoNote: string;
  /** Have `{min}` and `{max}` (money of the currency). */
  bounds: string;
  tooSmall: string;
  tooLarge: string;
  /** The site has no payment provider. */
  unavailable: string;
  signIn: { title: string; text: string; button: string };
  quickDeposit: {
    title: string;
    description: string;
    /** Has `{amount}`. */
    amount: string;
    success: string;
    /** Has `{amount}`. */
    successDescription: string;
    failedTitle: string;
    failedDescription: string;
    pending: string;
  };
  payment: Record<'success' | 'pending' | 'error', { title: string; description: string }>;
}
