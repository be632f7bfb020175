/**
 * Client-side checks of the account forms, before the server's own (spec §5 leaves form rules to
 * the site: required fields, email format, password length from GET /system, matching repeat).
 */

export type FieldProblem =
  'required' | 'email' | 'phone' | 'passwordLength' | 'passwordMatch' | 'terms';

export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

// one @, something on each side, a dot in the domain, no spaces
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// international form: + then 6 to 15 digits (E.164), spaces and dashes allowed while typing
const PHONE = /^\+\d{6,15}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The number as sent: spaces, dashes and brackets dropped. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

export function isPhone(value: string): boolean {
  return PHONE.test(normalizePhone(value));
}

/** A sign-in login is an email or a phone number (spec §7 `login`). */
export function validateSignIn(values: {
  login: string;
  password: string;
}): FieldErrors<'login' | 'password'> {
  const errors: FieldErrors<'login' | 'password'> = {};
  const login = values.login.trim();
  if (!login) errors.login = 'required';
  else if (login.includes('@') ? !isEmail(login) : !isPhone(login)) {
    errors.login = login.includes('@') || /[a-z]/i.test(login) ? 'email' : 'phone';
  }
  if (!values.password) errors.password = 'required';
  return errors;
}

export interface SignUpValues {
  method: 'email' | 'phone';
  email: string;
  phone: string;
  password: string;
  currency: string;
  country: string;
  terms: boolean;
}

export type SignUpField = 'email' | 'phone' | 'password' | 'currency' | 'country' | 'terms';

export function validateSignUp(
  values: SignUpValues,
  passwordMinLength: number,
): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (values.method === 'email') {
    if (!values.email.trim()) errors.email = 'required';
    else if (!isEmail(values.email)) errors.email = 'email';
  } else if (!values.phone.trim()) errors.phone = 'required';
  else if (!isPhone(values.phone)) errors.phone = 'phone';
  const passwordProblem = checkPassword(values.password, passwordMinLength);
  if (passwordProblem) errors.password = passwordProblem;
  if (!values.currency) errors.currency = 'required';
  if (!values.country) errors.country = 'required';
  if (!values.terms) errors.terms = 'terms';
  return errors;
}

export function checkPassword(password: string, minLength: number): FieldProblem | undefined {
  if (!password) return 'required';
  if (password.length < minLength) return 'passwordLength';
  return undefined;
}

export function validateNewPassword(
  values: { password: string; confirmation: string },
  minLength: number,
): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  const problem = checkPassword(values.password, minLength);
  if (problem) errors.password = problem;
  if (!values.confirmation) errors.confirmation = 'required';
  else if (values.confirmation !== values.password) errors.confirmation = 'passwordMatch';
  return errors;
}

export function validateEmail(email: string): FieldErrors<'email'> {
  if (!email.trim()) return { email: 'required' };
  return isEmail(email) ? {} : { email: 'email' };
}

/** The first field with a problem, in the form's order (it takes the focus). */
export function firstInvalid<F extends string>(
  order: readonly F[],
  errors: Readonly<Partial<Record<F, unknown>>>,
): F | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export function hasErrors(errors: Readonly<Record<string, unknown>>): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}
