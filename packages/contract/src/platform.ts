import { z } from 'zod';
import {
  EMPTY_COMP_POINTS as EMPTY_COMP_POINTS_VALUE,
  SESSION_COOKIE,
  TEST_PAYMENT_GROUP,
  TRACKING_PARAMETERS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TrackingParameter,
} from './platform-constants';
import {
  amountSchema,
  currencyCodeSchema,
  isoDateTimeSchema,
  localeTagSchema,
  minorUnitsSchema,
  pageQuerySchema,
  paginatedSchema,
  safeTextSchema,
} from './common';

/**
 * The casino-platform account API (spec §7 first table), served under `/api/platform`. Sessions
 * are an httpOnly cookie; every state change from a browser must come from the site's own origin.
 *
 * Calls not named by the spec's table follow the same Devise-style layout as the named ones:
 * POST /users/sign_in, POST /users (sign up), POST /users/confirmation (resend), POST and PUT
 * /users/password (reset), POST /users/unlock (resend), PATCH /player (missed auth fields),
 * POST /player/phone/send_code and /player/phone/verify, GET /player/transactions,
 * POST /player/deposits and /player/quick_deposit, GET /system.
 */

// the plain values live in platform-constants (no zod), so a browser bundle reads them alone
export {
  SESSION_COOKIE,
  TEST_PAYMENT_GROUP,
  TRACKING_PARAMETERS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TrackingParameter,
};

/** A field error of a form answer: a machine code and a message in the request's language. */
export const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });
export type FieldErrorWire = z.infer<typeof fieldErrorSchema>;

/**
 * 422 body of a rejected form: `{code: 'validation_failed', message, errors: {field: [...]}}`.
 * Other failures use the common `{code, message}` body: `invalid_credentials` (401),
 * `account_locked` (423: too many failed sign-ins from several addresses; the unlock email
 * opens it), `player_locked` (423 on GET /player: the signed-in player's account is locked; the
 * web shows /locked, spec §2), `country_blocked` / `sign_in_disabled` / `sign_up_disabled` (403), `rate_limited`
 * (429, with a Retry-After header; also an address that failed to sign in to an account too
 * often, for a growing but bounded time), `invalid_token` / `token_expired` (404 / 410),
 * `unauthorized` (401 without a session), `forbidden_origin` (403 CSRF check),
 * `payments_unavailable` (503: the site has no payment provider).
 */
export const formErrorSchema = z.object({
  code: z.literal('validation_failed'),
  message: z.string(),
  errors: z.record(z.string(), z.array(fieldErrorSchema)),
});
export type FormErrorWire = z.infer<typeof formErrorSchema>;

/** Auth fields a player may have to complete (spec §3 authFieldsMissed). */
export const AUTH_FIELDS = ['email', 'phone', 'first_name', 'last_name', 'country'] as const;
export const authFieldSchema = z.enum(AUTH_FIELDS);
export type AuthFieldWire = z.infer<typeof authFieldSchema>;

/** A player group (spec §6 statuses); `test_payment` enables quick deposit. */
export const statusGroupSchema = z.object({ id: z.string().min(1), name: z.string() });
export type StatusGroupWire = z.infer<typeof statusGroupSchema>;

/** GET /player: the signed-in player (spec §3 User profile); 401 when there is no session. */
export const playerSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The phone the player signs in with, when signed up by phone. */
  auth_phone: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  language: z.string(),
  /** Currency of the active account. */
  currency: currencyCodeSchema,
  country: z.string().length(2),
  confirmed: z.boolean(),
  phone_verified: z.boolean(),
  auth_fields_missed: z.array(authFieldSchema),
  statuses: z.array(statusGroupSchema),
  created_at: isoDateTimeSchema,
});
export type PlayerWire = z.infer<typeof playerSchema>;

/** One active account of the player (spec §3 Accounts): balance available to bet, minor units. */
export const accountSchema = z.object({
  currency: currencyCodeSchema,
  balance: minorUnitsSchema,
  /** True for the account bets and deposits use now. */
  active: z.boolean(),
});
export type AccountWire = z.infer<typeof accountSchema>;

/** GET /player/accounts */
export const accountsResponseSchema = z.array(accountSchema);

/** POST /player/accounts: open an account in another currency (201, the new account list). */
export const createAccountBodySchema = z.object({ currency: currencyCodeSchema });

/** PATCH /player/accounts/active: switch the active account (the new account list). */
export const activeAccountBodySchema = z.object({ currency: currencyCodeSchema });

/** PATCH /player/update_locale (spec §7): the answer has the stored `language`. */
export const updateLocaleBodySchema = z.object({ locale: localeTagSchema });
export const updateLocaleResponseSchema = z.object({ language: z.string() });

/** Spec §3 Currency, as GET /system lists the site's currencies. */
export const currencySchema = z.object({
  code: currencyCodeSchema,
  subunits: z.number().int().positive(),
  fiat: z.boolean(),
  subcurrencies: z.array(
    z.object({ code: currencyCodeSchema, subunits: z.number().int().positive() }),
  ),
});
export type CurrencyWire = z.infer<typeof currencySchema>;

/** A country a player can pick, with its calling code for phone numbers. */
export const countrySchema = z.object({
  code: z.string().length(2),
  name: z.string(),
  phone_code: z.string().regex(/^\+\d{1,4}$/),
});
export type CountryWire = z.infer<typeof countrySchema>;

/** Smallest and largest deposit (quick deposits too) of a currency, in its minor units. */
export const depositLimitSchema = z.object({
  currency: currencyCodeSchema,
  min_amount: z.number().int().positive(),
  max_amount: z.number().int().positive(),
});
export type DepositLimitWire = z.infer<typeof depositLimitSchema>;

/** Spec §6 feature flags the front end reads from GET /system. */
export const featureFlagsSchema = z.object({
  /** Limits page, reality check and session modals. */
  responsible_gambling: z.boolean(),
  /** The 60 s activity ping of spec §9 (needs responsible_gambling). */
  activity_tracking: z.boolean(),
  /** Jackpots: banner, card and hits (off: the jackpot calls answer empty lists and 404). */
  jackpots: z.boolean(),
});
export type FeatureFlagsWire = z.infer<typeof featureFlagsSchema>;

/** Spec §3 site configuration deposit reminder (showDepositReminder, remindAfter, playerGroupId). */
export const depositReminderSchema = z.object({
  show: z.boolean(),
  /** Seconds after the page opens (spec §9 default 10). */
  remind_after: z.number().int().positive(),
  /** Only players of this status group are reminded. */
  player_group_id: z.string(),
});
export type DepositReminderWire = z.infer<typeof depositReminderSchema>;

/** GET /system: the site data forms need (spec §3 System data) and the switches of spec §5. */
export const systemSchema = z.object({
  currencies: z.array(currencySchema),
  default_currency: currencyCodeSchema,
  countries: z.array(countrySchema),
  /** Country of the caller's address, when known. */
  user_country: z.string().length(2).nullable(),
  /** True when the caller's country is on the blocked list. */
  country_blocked: z.boolean(),
  sign_in_enabled: z.boolean(),
  sign_up_enabled: z.boolean(),
  phone_verification_required: z.boolean(),
  password_min_length: z.number().int().positive(),
  /** Demo mode: deposits go to the demo provider and move no real money (the UI says so). */
  demo_payments: z.boolean(),
  /** False when the site has no payment provider: deposits answer 503 payments_unavailable. */
  deposits_enabled: z.boolean(),
  /** Per-currency deposit bounds; an amount outside them is a 422 field error on `amount`. */
  deposit_limits: z.array(depositLimitSchema),
  features: featureFlagsSchema,
  /** Spec §4 access-blocked-without-consent customization: the cookie drawer blocks the site. */
  cookie_consent_required: z.boolean(),
  /** Spec §3 sign-up reminder seconds: anonymous visitors are reminded once; 0: never. */
  sign_up_reminder_seconds: z.number().int().nonnegative(),
  deposit_reminder: depositReminderSchema,
});
export type SystemWire = z.infer<typeof systemSchema>;

/** POST /users/sign_in: `login` is the email or the phone number (+ and digits). */
export const signInBodySchema = z.object({
  login: safeTextSchema(254).trim().min(1),
  password: safeTextSchema(128).min(1),
});
export type SignInBodyWire = z.infer<typeof signInBodySchema>;

/** One tracking value: letters, digits and `-._~` (URL-safe), at most 200 characters. */
export const trackingValueSchema = z.string().regex(/^[\w.~-]{1,200}$/);
export const trackingSchema = z.partialRecord(z.enum(TRACKING_PARAMETERS), trackingValueSchema);
export type TrackingWire = z.infer<typeof trackingSchema>;

/** POST /users: sign up by email or by phone; the answer is the new player (201), signed in. */
export const signUpBodySchema = z.object({
  email: safeTextSchema(254).trim().optional(),
  phone: safeTextSchema(20).trim().optional(),
  password: safeTextSchema(128),
  currency: currencyCodeSchema,
  country: safeTextSchema(2).length(2),
  terms_accepted: z.boolean(),
  locale: localeTagSchema.optional(),
  /** The tracking parameters the visitor landed with (spec §2), sent only after consent. */
  tracking: trackingSchema.optional(),
});
export type SignUpBodyWire = z.infer<typeof signUpBodySchema>;

/** POST /users/confirmation, /users/password, /users/unlock: the same 202 answer for any email. */
export const emailBodySchema = z.object({ email: safeTextSchema(254).trim().min(1) });
export const acceptedResponseSchema = z.object({ message: z.string() });

/** GET /users/confirmation?confirmation_token= and GET /users/unlock?unlock_token= */
export const confirmationQuerySchema = z.object({
  confirmation_token: safeTextSchema(200).min(1),
});
export const unlockQuerySchema = z.object({ unlock_token: safeTextSchema(200).min(1) });
export const tokenResultSchema = z.object({ message: z.string() });

/** PUT /users/password: a new password from the reset link's token. */
export const passwordEditBodySchema = z.object({
  reset_password_token: safeTextSchema(200).min(1),
  password: safeTextSchema(128),
});

/**
 * PATCH /player: completes missed auth fields (spec §3 authFieldsMissed); the new profile. A new
 * email needs `current_password` (422 field error on it when missing or wrong): whoever holds a
 * session alone cannot redirect the account's reset links.
 */
export const playerUpdateBodySchema = z
  .object({
    email: safeTextSchema(254).trim(),
    phone: safeTextSchema(20).trim(),
    first_name: safeTextSchema(100).trim(),
    last_name: safeTextSchema(100).trim(),
    country: safeTextSchema(2).length(2),
    current_password: safeTextSchema(128),
  })
  .partial();

/** GET /player/phone (spec §3 Phone verification). */
export const phoneSchema = z.object({
  number: z.string().nullable(),
  country: z.string().length(2).nullable(),
  verified: z.boolean(),
  /** Seconds until another code may be sent; 0 when one may be sent now. */
  resend_timeout: z.number().int().nonnegative(),
  sms_limit_reached: z.boolean(),
});
export type PhoneWire = z.infer<typeof phoneSchema>;

/** POST /player/phone/send_code: sets the number when given, then sends a code by SMS. */
export const sendCodeBodySchema = z.object({
  number: safeTextSchema(20).trim().optional(),
  country: safeTextSchema(2).length(2).optional(),
});
/** POST /player/phone/verify */
export const verifyCodeBodySchema = z.object({ code: safeTextSchema(10).trim().min(1) });

/** GET /player/comp_points (spec §3 Comp points); a 401 reads as the empty result. */
export const compPointsSchema = z.object({
  persistent_points: z.number().nonnegative(),
  levels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(['achieved', 'current', 'locked']),
      writeable: z.boolean(),
      min_points: z.number().nonnegative(),
      max_points: z.number().nonnegative().nullable(),
    }),
  ),
});
export type CompPointsWire = z.infer<typeof compPointsSchema>;
export const EMPTY_COMP_POINTS: CompPointsWire = EMPTY_COMP_POINTS_VALUE;

/** GET /player/status_groups */
export const statusGroupsResponseSchema = z.array(statusGroupSchema);

/** One money movement of an account; `amount` is signed (a bet is negative). */
export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  currency: currencyCodeSchema,
  /** Balance after the movement; null while pending. */
  balance_after: z.number().int().nullable(),
  reference: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type TransactionWire = z.infer<typeof transactionSchema>;

/** GET /player/transactions: newest first, filterable by type and currency. */
export const transactionsQuerySchema = pageQuerySchema.extend({
  type: z.enum(TRANSACTION_TYPES).optional(),
  currency: currencyCodeSchema.optional(),
});
export const transactionsResponseSchema = paginatedSchema(transactionSchema);
export type TransactionsResponseWire = z.infer<typeof transactionsResponseSchema>;

/** Longest payment return URL (printable ASCII on the site's origin, else a 422 field error). */
export const RETURN_URL_MAX_LENGTH = 2048;
const returnUrlSchema = z.string().max(RETURN_URL_MAX_LENGTH);

/**
 * POST /player/deposits: starts a deposit at the demo payment provider. The return URLs are the
 * payment-return targets of spec §2 (where the provider sends the bettor for each outcome): a
 * path or an absolute URL of the site. The answer's `url` is the provider page the deposit iframe
 * shows. The amount must lie within the currency's `deposit_limits` of GET /system (422);
 * without a payment provider the call is 503 `payments_unavailable`.
 */
export const depositBodySchema = z.object({
  amount: amountSchema.positive(),
  currency: currencyCodeSchema,
  return_urls: z
    .object({ success: returnUrlSchema, error: returnUrlSchema, pending: returnUrlSchema })
    .partial()
    .optional(),
});
export const depositResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
});
export type DepositResponseWire = z.infer<typeof depositResponseSchema>;

/** Spec §3 quick deposit status. */
export const QUICK_DEPOSIT_STATUSES = ['success', 'error', 'pending'] as const;
export type QuickDepositStatus = (typeof QUICK_DEPOSIT_STATUSES)[number];

/** 403 code of POST /player/quick_deposit while the site's features.quick_deposit is off (spec §6). */
export const QUICK_DEPOSIT_DISABLED = 'quick_deposit_disabled';

/**
 * POST /player/quick_deposit: a one-step deposit for the test-payment group (spec §6), in demo
 * mode only; the group is granted when an email of a test-payment domain is confirmed. The demo
 * provider decides by amount: minor units ending in 13 fail, ending in 77 stay pending.
 */
export const quickDepositBodySchema = z.object({
  amount: amountSchema.positive(),
  currency: currencyCodeSchema,
});
export const quickDepositResponseSchema = z.object({
  status: z.enum(QUICK_DEPOSIT_STATUSES),
  transaction_id: z.string(),
});

/** A message of the dev outbox (GET /api/dev/outbox): emails and SMS that were "sent". */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The link of the message (confirmation, reset, unlock), when it has one. */
  link: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type OutboxMessageWire = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.array(outboxMessageSchema);
