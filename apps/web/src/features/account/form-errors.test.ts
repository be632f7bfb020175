import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import en from '@/i18n/messages/en.json';
import { errorText, problemText, serverFieldTexts } from './form-errors';

const m = en.auth;

describe('errorText', () => {
  it.each([
    ['invalid_credentials', 401, m.errors.invalidCredentials],
    ['account_locked', 423, m.errors.accountLocked],
    ['rate_limited', 429, m.errors.rateLimited],
    ['country_blocked', 403, m.errors.countryBlocked],
    ['sign_up_disabled', 403, m.errors.signUpDisabled],
    ['token_expired', 410, m.errors.tokenExpired],
    ['invalid_token', 404, m.errors.invalidToken],
    ['network_error', 0, m.errors.network],
    ['validation_failed', 422, m.validation.summary],
    ['http_500', 500, m.errors.generic],
  ])('%s -> a text of its own', (code, status, expected) => {
    expect(errorText(m, new ApiError({ status, code, message: 'raw server text' }))).toBe(expected);
  });

  it.each(['self_excluded', 'cooling_off'])(
    '%s -> the server text naming the break and its end (spec §3)',
    (code) => {
      const message = 'You are taking a break from playing until 12/2/2026, 10:00 AM';
      expect(errorText(m, new ApiError({ status: 403, code, message }))).toBe(message);
    },
  );

  it('never shows a raw error', () => {
    expect(errorText(m, new TypeError('x is undefined'))).toBe(m.errors.generic);
  });
});

describe('problemText', () => {
  it('fills the password length', () => {
    expect(problemText(m, 'passwordLength', 10)).toBe('Use at least 10 characters.');
  });
});

describe('serverFieldTexts (422 validation_failed)', () => {
  const error = new ApiError({
    status: 422,
    code: 'validation_failed',
    message: 'invalid',
    fieldErrors: {
      email: [{ code: 'taken', message: 'This email is already registered.' }],
      terms_accepted: [{ code: 'required', message: 'Accept the terms.' }],
      nickname: [{ code: 'x', message: 'not on this form' }],
    },
  });

  it('maps wire fields to the form, renaming and dropping the unknown', () => {
    expect(
      serverFieldTexts(error, ['email', 'terms'] as const, { terms_accepted: 'terms' }),
    ).toEqual({ email: 'This email is already registered.', terms: 'Accept the terms.' });
  });

  it('is empty for other errors', () => {
    expect(serverFieldTexts(new Error('x'), ['email'] as const)).toEqual({});
  });
});
