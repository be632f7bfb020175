/** Texts of the cookie alert and drawer (messages namespace `consent`), read on the server. */
export interface ConsentLabels {
  title: string;
  text: string;
  accept: string;
  choices: string;
  save: string;
  essential: string;
  attribution: string;
  analytics: string;
}
