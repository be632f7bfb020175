/** Spec §9 stored key: the is-registered flag, set once the browser has signed in. */
export const IS_REGISTERED_KEY = 'isRegistered';

/** Remembers that this browser has signed in before. */
export function markRegistered(): void {
  try {
    window.localStorage.setItem(IS_REGISTERED_KEY, '1');
  } catch {
    // storage may be disabled; the flag only orders the header buttons and skips the sign-up reminder
  }
}

export function isRegistered(): boolean {
  try {
    return window.localStorage.getItem(IS_REGISTERED_KEY) === '1';
  } catch {
    return false;
  }
}
