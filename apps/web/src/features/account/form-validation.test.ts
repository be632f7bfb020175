import { describe, expect, it } from 'vitest';
import {
  firstInvalid,
  hasErrors,
  isEmail,
  isPhone,
  normalizePhone,
  validateEmail,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from './form-validation';

describe('email and phone formats', () => {
  it.each([
    ['ada@example.com', true],
    [' ada@example.com ', true],
    ['ada@example', false],
    ['ada example.com', false],
    ['@example.com', false],
    ['', false],
  ])('isEmail(%j) -> %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each([
    ['+4915112345678', true],
    ['+49 151 123-456 78', true],
    ['+49 (151) 12345678', true],
    ['015112345678', false],
    ['+12345', false],
    ['+1234567890123456', false],
  ])('isPhone(%j) -> %s', (value, expected) => {
    expect(isPhone(value)).toBe(expected);
  });

  it('normalizes a typed number to what is sent', () => {
    expect(normalizePhone('+49 (151) 123-45')).toBe('+4915112345');
  });
});

describe('validateSignIn', () => {
  it.each([
    [
      { login: '', password: '' },
      { login: 'required', password: 'required' },
    ],
    [{ login: 'ada@example.com', password: 'x' }, {}],
    [{ login: '+4915112345678', password: 'x' }, {}],
    [{ login: 'ada@', password: 'x' }, { login: 'email' }],
    [{ login: 'ada', password: 'x' }, { login: 'email' }],
    [{ login: '0151', password: 'x' }, { login: 'phone' }],
  ])('%o -> %o', (values, expected) => {
    expect(validateSignIn(values)).toEqual(expected);
  });
});

describe('validateSignUp', () => {
  const ok: SignUpValues = {
    method: 'email',
    email: 'ada@example.com',
    phone: '',
    password: 'secret123',
    currency: 'EUR',
    country: 'DE',
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(validateSignUp(ok, 8)).toEqual({});
  });

  it.each([
    [{ email: '' }, { email: 'required' }],
    [{ email: 'nope' }, { email: 'email' }],
    [{ password: 'short' }, { password: 'passwordLength' }],
    [{ password: '' }, { password: 'required' }],
    [{ currency: '' }, { currency: 'required' }],
    [{ country: '' }, { country: 'required' }],
    [{ terms: false }, { terms: 'terms' }],
    // by phone the email is not asked for
    [{ method: 'phone', email: '', phone: '+4915112345678' }, {}],
    [{ method: 'phone', phone: '' }, { phone: 'required' }],
    [{ method: 'phone', phone: '12' }, { phone: 'phone' }],
  ] as const)('%o -> %o', (change, expected) => {
    expect(validateSignUp({ ...ok, ...change }, 8)).toEqual(expected);
  });

  it('uses the minimum length from /system', () => {
    expect(validateSignUp({ ...ok, password: 'secret123' }, 12)).toEqual({
      password: 'passwordLength',
    });
  });
});

describe('validateNewPassword', () => {
  it.each([
    [{ password: 'longenough', confirmation: 'longenough' }, {}],
    [{ password: 'longenough', confirmation: 'different!' }, { confirmation: 'passwordMatch' }],
    [{ password: 'short', confirmation: 'short' }, { password: 'passwordLength' }],
    [
      { password: '', confirmation: '' },
      { password: 'required', confirmation: 'required' },
    ],
  ])('%o -> %o', (values, expected) => {
    expect(validateNewPassword(values, 8)).toEqual(expected);
  });
});

describe('validateEmail', () => {
  it.each([
    ['', { email: 'required' }],
    ['x', { email: 'email' }],
    ['a@b.co', {}],
  ])('%j -> %o', (value, expected) => {
    expect(validateEmail(value)).toEqual(expected);
  });
});

describe('firstInvalid and hasErrors', () => {
  it('finds the first field with a problem in the form order', () => {
    expect(firstInvalid(['email', 'password', 'terms'], { terms: 'x', password: 'y' })).toBe(
      'password',
    );
    expect(firstInvalid(['email'], {})).toBeUndefined();
  });

  it('ignores fields without a problem', () => {
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'required' })).toBe(true);
  });
});
