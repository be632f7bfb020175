/** Texts of the reminders (messages namespace `reminders`), read on the server. */
export interface ReminderLabels {
  signUp: { title: string; text: string; action: string };
  deposit: { title: string; text: string; action: string };
  later: string;
}
