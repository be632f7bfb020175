import { describe, expect, test } from 'vitest';
import {
  EMPTY_COMP_POINTS,
  SESSION_COOKIE,
  accountsResponseSchema,
  compPointsSchema,
  depositBodySchema,
  formErrorSchema,
  outboxMessageSchema,
  phoneSchema,
  playerSchema,
  playerUpdateBodySchema,
  quickDepositBodySchema,
  signInBodySchema,
  signUpBodySchema,
  systemSchema,
  RETURN_URL_MAX_LENGTH,
  transactionSchema,
  transactionsQuerySchema,
  type PlayerWire,
  type SystemWire,
  type TransactionWire,
} from './platform';

const player: PlayerWire = {
  id: 'p1',
  email: 'bettor@example.com',
  phone: null,
  auth_phone: null,
  first_name: null,
  last_name: null,
  nickname: null,
  language: 'en',
  currency: 'EUR',
  country: 'DE',
  confirmed: false,
  phone_verified: false,
  auth_fields_missed: [],
  statuses: [{ id: 'regular', name: 'Regular' }],
  created_at: '2026-11-22T12:00:00.000Z',
};

const system: SystemWire = {
  currencies: [
    { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] },
    {
      code: 'BTC',
      subunits: 100_000_000,
      fiat: false,
      subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
    },
  ],
  default_currency: 'EUR',
  countries: [{ code: 'DE', name: 'Germany', phone_code: '+49' }],
  user_country: null,
  country_blocked: false,
  sign_in_enabled: true,
  sign_up_enabled: true,
  phone_verification_required: false,
  password_min_length: 8,
  demo_payments: true,
  deposits_enabled: true,
  features: { responsible_gambling: true, activity_tracking: true, jackpots: true },
  cookie_consent_required: false,
  sign_up_reminder_seconds: 60,
  deposit_reminder: { show: true, remind_after: 10, player_group_id: 'regular' },
  deposit_limits: [{ currency: 'EUR', min_amount: 100, max_amount: 1_000_000 }],
};

const transaction: TransactionWire = {
  id: 'tx_1',
  type: 'deposit',
  status: 'pending',
  amount: 5000,
  currency: 'EUR',
  balance_after: null,
  reference: 'demo',
  created_at: '2026-11-22T12:00:00Z',
};

describe('platform wire schemas', () => {
  test('the session cookie name is fixed (the web proxy and e2e rely on it)', () => {
    expect(SESSION_COOKIE).toBe('sportsbook_session');
  });

  test('accepts a spec §3 player, system data and a transaction', () => {
    expect(playerSchema.parse(player)).toEqual(player);
    expect(systemSchema.parse(system)).toEqual(system);
    expect(transactionSchema.parse(transaction)).toEqual(transaction);
  });

  test.each([
    ['a three-letter country', { country: 'DEU' }],
    ['an unknown missed field', { auth_fields_missed: ['iban'] }],
    ['a created_at that is not ISO', { created_at: 'yesterday' }],
    ['a missing currency', { currency: undefined }],
  ])('rejects a player with %s', (_, patch) => {
    expect(playerSchema.safeParse({ ...player, ...patch }).success).toBe(false);
  });

  test.each([
    [{ phone_code: '49' }, false],
    [{ phone_code: '+49' }, true],
    [{ phone_code: '+12345' }, false],
  ])('country %j', (patch, valid) => {
    const country = { code: 'DE', name: 'Germany', ...patch };
    expect(systemSchema.safeParse({ ...system, countries: [country] }).success).toBe(valid);
  });

  test.each([
    [[{ currency: 'EUR', balance: 100, active: true }], true],
    [[{ currency: 'EUR', balance: 1.5, active: true }], false],
    [[{ currency: 'EUR', balance: 100 }], false],
  ])('accounts %j', (list, valid) => {
    expect(accountsResponseSchema.safeParse(list).success).toBe(valid);
  });

  test.each([
    [
      'a signed bet amount',
      { type: 'bet', status: 'success', amount: -500, balance_after: 0 },
      true,
    ],
    ['an unknown type', { type: 'bonus' }, false],
    ['a fractional amount', { amount: 1.5 }, false],
  ])('transaction with %s', (_, patch, valid) => {
    expect(transactionSchema.safeParse({ ...transaction, ...patch }).success).toBe(valid);
  });

  test('the 422 form error has per-field codes and messages', () => {
    const body = {
      code: 'validation_failed',
      message: 'Please check the highlighted fields',
      errors: { email: [{ code: 'taken', message: 'Already in use' }] },
    };
    expect(formErrorSchema.parse(body)).toEqual(body);
    expect(formErrorSchema.safeParse({ ...body, code: 'invalid_request' }).success).toBe(false);
    expect(formErrorSchema.safeParse({ ...body, errors: { email: ['taken'] } }).success).toBe(
      false,
    );
  });

  test('sign-in and sign-up bodies', () => {
    expect(signInBodySchema.parse({ login: '  a@b.co ', password: 'x' }).login).toBe('a@b.co');
    expect(signInBodySchema.safeParse({ login: '', password: 'x' }).success).toBe(false);
    const signUp = {
      email: 'a@b.co',
      password: 'password1',
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
    };
    expect(signUpBodySchema.parse(signUp)).toEqual(signUp);
    expect(signUpBodySchema.safeParse({ ...signUp, terms_accepted: 'yes' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...signUp, locale: 'pt_BR' }).success).toBe(false);
    expect(playerUpdateBodySchema.parse({})).toEqual({});
  });

  test('deposit bodies take positive integer minor units; return URLs are optional', () => {
    expect(depositBodySchema.parse({ amount: 500, currency: 'EUR' })).toEqual({
      amount: 500,
      currency: 'EUR',
    });
    expect(
      depositBodySchema.parse({ amount: 500, currency: 'EUR', return_urls: { success: '/ok' } })
        .return_urls,
    ).toEqual({
      success: '/ok',
    });
    expect(depositBodySchema.safeParse({ amount: 0, currency: 'EUR' }).success).toBe(false);
    expect(quickDepositBodySchema.safeParse({ amount: 10.5, currency: 'EUR' }).success).toBe(false);
    const longUrl = `/${'x'.repeat(2048)}`;
    expect(
      depositBodySchema.safeParse({ amount: 1, currency: 'EUR', return_urls: { error: longUrl } })
        .success,
    ).toBe(false);
  });

  // control and non-ASCII characters are the server's 422 field error (platform-payments tests)
  test('a return URL longer than RETURN_URL_MAX_LENGTH is refused at the door', () => {
    const url = `/${'x'.repeat(RETURN_URL_MAX_LENGTH)}`;
    const body = { amount: 500, currency: 'EUR', return_urls: { success: url } };
    expect(depositBodySchema.safeParse(body).success).toBe(false);
  });

  test.each([
    ['a deposit of 2^53-1', { amount: Number.MAX_SAFE_INTEGER, currency: 'EUR' }],
    ['a deposit above 10^12 minor units', { amount: 1e12 + 1, currency: 'EUR' }],
  ])('%s is refused at the door', (_, body) => {
    expect(depositBodySchema.safeParse(body).success).toBe(false);
    expect(quickDepositBodySchema.safeParse(body).success).toBe(false);
  });

  test('transactions query: page defaults and filters', () => {
    expect(transactionsQuerySchema.parse({})).toEqual({ page: 1, limit: 500 });
    expect(
      transactionsQuerySchema.parse({ type: 'win', currency: 'USD', page: '2' }),
    ).toMatchObject({ type: 'win', page: 2 });
    expect(transactionsQuerySchema.safeParse({ type: 'gift' }).success).toBe(false);
  });

  test('phone, comp points and outbox messages', () => {
    expect(
      phoneSchema.safeParse({
        number: null,
        country: null,
        verified: false,
        resend_timeout: -1,
        sms_limit_reached: false,
      }).success,
    ).toBe(false);
    expect(compPointsSchema.parse(EMPTY_COMP_POINTS)).toEqual({ persistent_points: 0, levels: [] });
    const level = {
      id: 'gold',
      name: 'Gold',
      status: 'current',
      writeable: true,
      min_points: 5000,
      max_points: null,
    };
    expect(
      compPointsSchema.parse({ persistent_points: 6000, levels: [level] }).levels[0]?.max_points,
    ).toBeNull();
    expect(
      compPointsSchema.safeParse({ persistent_points: 1, levels: [{ ...level, status: 'done' }] })
        .success,
    ).toBe(false);
    const message = {
      id: 1,
      channel: 'sms',
      to: '+49151',
      subject: 'Code',
      body: '123456',
      link: null,
      created_at: '2026-11-22T12:00:00Z',
    };
    expect(outboxMessageSchema.parse(message)).toEqual(message);
    expect(outboxMessageSchema.safeParse({ ...message, channel: 'fax' }).success).toBe(false);
  });
});
