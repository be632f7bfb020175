/** Texts of a provider page (racing, lotteries), read on the server in the page's language. */
export interface ProviderFrameLabels {
  frameTitle: string;
  loading: string;
  failed: string;
  disabled: string;
  retry: string;
  signIn: { title: string; text: string; button: string };
}
