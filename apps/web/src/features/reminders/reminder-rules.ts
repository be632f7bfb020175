import type { System } from '@/api/platform-types';
import type { AuthStatus } from '@/session/auth-status';

/** Which reminder (spec §4 Reminders). */
export type Reminder = 'signUp' | 'deposit';

/** Set when the sign-up reminder has been shown: it fires once per browser. */
export const SIGN_UP_REMINDED_COOKIE = 'signUpReminded';
export const SIGN_UP_REMINDED_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Spec §9: the deposit reminder's cookie lasts 1 day, so it fires at most once a day. */
export const DEPOSIT_REMINDED_COOKIE = 'depositReminded';
export const DEPOSIT_REMINDED_MAX_AGE_S = 24 * 60 * 60;

export const REMINDER_COOKIES: Record<Reminder, { name: string; maxAgeS: number }> = {
  signUp: { name: SIGN_UP_REMINDED_COOKIE, maxAgeS: SIGN_UP_REMINDED_MAX_AGE_S },
  deposit: { name: DEPOSIT_REMINDED_COOKIE, maxAgeS: DEPOSIT_REMINDED_MAX_AGE_S },
};

export interface ReminderState {
  status: AuthStatus;
  system: Pick<System, 'signUpReminderSeconds' | 'depositReminder' | 'signUpEnabled'> | undefined;
  /** Ids of the signed-in player's status groups. */
  groups: readonly string[] | null;
  /** Reminders whose cookie is set. */
  reminded: ReadonlySet<Reminder>;
  /** The browser has signed in before (spec §9 is-registered flag): no sign-up reminder. */
  registered: boolean;
  /** Another prompt (the cookie notice) is waiting for an answer. */
  busy: boolean;
}

/** The reminder to schedule now and after how many milliseconds, or null when none is due. */
export function dueReminder(state: ReminderState): { reminder: Reminder; delayMs: number } | null {
  const { system } = state;
  if (!system || state.busy) return null;
  if (state.status === 'notLoggedIn') {
    const seconds = system.signUpReminderSeconds;
    if (seconds <= 0 || !system.signUpEnabled || state.registered) return null;
    if (state.reminded.has('signUp')) return null;
    return { reminder: 'signUp', delayMs: seconds * 1000 };
  }
  if (state.status === 'loggedIn') {
    const { depositReminder } = system;
    if (!depositReminder.show || state.reminded.has('deposit')) return null;
    if (!state.groups?.includes(depositReminder.playerGroupId)) return null;
    return { reminder: 'deposit', delayMs: depositReminder.remindAfterSeconds * 1000 };
  }
  return null;
}
