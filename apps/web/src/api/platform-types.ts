import type { Currency } from '@sportsbook/betting/money/currency';
import {
  TEST_PAYMENT_GROUP,
  type TrackingParameter,
} from '@sportsbook/contract/platform-constants';
import type {
  AccountWire,
  AuthFieldWire,
  CountryWire,
  CurrencyWire,
  PlayerWire,
  SystemWire,
} from '@sportsbook/contract/platform';

/**
 * The platform's player, accounts and site data as the web reads them (camelCase), each mapped
 * once from its wire shape here: nothing outside src/api sees the wire.
 */

/** Spec §2 tracking parameters and the values the sign-up may carry. */
export {
  TRACKING_PARAMETERS,
  type TrackingParameter,
} from '@sportsbook/contract/platform-constants';
/** The session cookie's name: the page request tells from it whether a session may exist. */
export { SESSION_COOKIE } from '@sportsbook/contract/platform-constants';
export type Tracking = Partial<Record<TrackingParameter, string>>;

/** The status group whose players may deposit in one step (spec §6 quick deposit). */
export const QUICK_DEPOSIT_GROUP = TEST_PAYMENT_GROUP;

/** A profile field the player still has to fill in (spec §3 authFieldsMissed); wire field names. */
export type AuthField = AuthFieldWire;

/** Spec §3 User profile. */
export interface Player {
  id: string;
  email: string | null;
  phone: string | null;
  /** The phone the player signs in with, when signed up by phone. */
  authPhone: string | null;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  language: string;
  /** Currency of the active account. */
  currency: string;
  country: string;
  confirmed: boolean;
  phoneVerified: boolean;
  authFieldsMissed: AuthField[];
  statuses: { id: string; name: string }[];
  createdAt: string;
}

/** Spec §3 Accounts: one account of the player; balance in minor units. */
export interface Account {
  currency: string;
  balance: number;
  /** The account bets and deposits use now. */
  active: boolean;
}

/** A country a player can pick, with its calling code. */
export interface Country {
  code: string;
  name: string;
  phoneCode: string;
}

/** Spec §3 System data: currencies, countries and the switches of spec §5. */
export interface System {
  currencies: Currency[];
  defaultCurrency: string;
  countries: Country[];
  /** Country of the caller's address, when known. */
  userCountry: string | null;
  countryBlocked: boolean;
  signInEnabled: boolean;
  signUpEnabled: boolean;
  phoneVerificationRequired: boolean;
  passwordMinLength: number;
  /** Demo mode: deposits move no real money. */
  demoPayments: boolean;
  depositsEnabled: boolean;
  /** Per-currency deposit bounds, minor units. */
  depositLimits: { currency: string; minAmount: number; maxAmount: number }[];
  /** Spec §6 feature flags. */
  features: { responsibleGambling: boolean; activityTracking: boolean; jackpots: boolean };
  /** Spec §4 access-blocked-without-consent: the cookie drawer blocks until answered. */
  cookieConsentRequired: boolean;
  /** Spec §4 sign-up reminder: seconds before an anonymous visitor is reminded once; 0: never. */
  signUpReminderSeconds: number;
  /** Spec §4 deposit reminder: once a day, to players of a status group, after some seconds. */
  depositReminder: { show: boolean; remindAfterSeconds: number; playerGroupId: string };
}

export const toPlayer = (w: PlayerWire): Player => ({
  id: w.id,
  email: w.email,
  phone: w.phone,
  authPhone: w.auth_phone,
  firstName: w.first_name,
  lastName: w.last_name,
  nickname: w.nickname,
  language: w.language,
  currency: w.currency,
  country: w.country,
  confirmed: w.confirmed,
  phoneVerified: w.phone_verified,
  authFieldsMissed: w.auth_fields_missed,
  statuses: w.statuses.map((s) => ({ id: s.id, name: s.name })),
  createdAt: w.created_at,
});

export const toAccount = (w: AccountWire): Account => ({
  currency: w.currency,
  balance: w.balance,
  active: w.active,
});

/** A site currency from GET /system as the money functions take it. */
export function toCurrency(wire: CurrencyWire): Currency {
  return {
    code: wire.code,
    subunits: wire.subunits,
    fiat: wire.fiat,
    subcurrencies: wire.subcurrencies.map((sub) => ({ code: sub.code, subunits: sub.subunits })),
  };
}

const toCountry = (w: CountryWire): Country => ({
  code: w.code,
  name: w.name,
  phoneCode: w.phone_code,
});

export const toSystem = (w: SystemWire): System => ({
  currencies: w.currencies.map(toCurrency),
  defaultCurrency: w.default_currency,
  countries: w.countries.map(toCountry),
  userCountry: w.user_country,
  countryBlocked: w.country_blocked,
  signInEnabled: w.sign_in_enabled,
  signUpEnabled: w.sign_up_enabled,
  phoneVerificationRequired: w.phone_verification_required,
  passwordMinLength: w.password_min_length,
  demoPayments: w.demo_payments,
  depositsEnabled: w.deposits_enabled,
  depositLimits: w.deposit_limits.map((l) => ({
    currency: l.currency,
    minAmount: l.min_amount,
    maxAmount: l.max_amount,
  })),
  features: {
    responsibleGambling: w.features.responsible_gambling,
    activityTracking: w.features.activity_tracking,
    jackpots: w.features.jackpots,
  },
  cookieConsentRequired: w.cookie_consent_required,
  signUpReminderSeconds: w.sign_up_reminder_seconds,
  depositReminder: {
    show: w.deposit_reminder.show,
    remindAfterSeconds: w.deposit_reminder.remind_after,
    playerGroupId: w.deposit_reminder.player_group_id,
  },
});
