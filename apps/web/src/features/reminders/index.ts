// Face of the reminders feature (spec §4 sign-up and deposit reminders).
export { RemindersHost } from './reminders-host';
export type { ReminderLabels } from './labels';
