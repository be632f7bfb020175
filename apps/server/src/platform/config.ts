/** Rules of platform accounts: sign-in throttle, password length, link and SMS-code lifetimes. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failed sign-ins (and wrong current passwords) slow down per account and address, so a third
 * party who knows an email locks out only its own address: after `freeFailuresPerAddress` the pair
 * is locked (429 rate_limited) for `firstLockMs`, doubling with every further failure up to
 * `maxLockMs`. The spec's lock (423 account_locked and an unlock email) comes at
 * `accountLockFailures`, to which one address adds at most `accountFailuresPerAddress`.
 */
export const SIGN_IN_THROTTLE = {
  freeFailuresPerAddress: 5,
  firstLockMs: MINUTE,
  maxLockMs: HOUR,
  accountFailuresPerAddress: 10,
  accountLockFailures: 50,
  /** An address's failures are forgotten this long after its last one. */
  forgetAfterMs: 24 * HOUR,
} as const;
/** Spec §5 form rule of the platform: shortest password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Lifetimes of the email-link tokens. */
export const TOKEN_TTL_MS = {
  confirmation: 3 * 24 * HOUR,
  reset_password: 6 * HOUR,
  unlock: 24 * HOUR,
} as const;
/** Phone verification: code lifetime, wait between SMS, SMS per day, wrong tries per code. */
export const PHONE_CODE_TTL_MS = 10 * MINUTE;
export const SMS_RESEND_TIMEOUT_MS = MINUTE;
export const SMS_PER_DAY = 5;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
