import { ApiError, CLIENT_ERROR_CODES } from '@/api/errors';
import { fill } from '@/i18n/fill';
import type { AuthMessages } from './auth-text';
import type { FieldErrors, FieldProblem } from './form-validation';

/** The text of a client-side problem (`{min}` is the password length from GET /system). */
export function problemText(
  messages: AuthMessages,
  problem: FieldProblem,
  passwordMinLength = 0,
): string {
  if (problem === 'passwordLength')
    return fill(messages.validation.passwordLength, { min: passwordMinLength });
  return messages.validation[problem];
}

/** Client problems as texts, keyed by field. */
export function problemTexts<F extends string>(
  messages: AuthMessages,
  errors: FieldErrors<F>,
  passwordMinLength = 0,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, problem] of Object.entries(errors) as [F, FieldProblem | undefined][]) {
    if (problem) texts[field] = problemText(messages, problem, passwordMinLength);
  }
  return texts;
}

const CODE_TEXT: Readonly<Record<string, keyof AuthMessages['errors']>> = {
  invalid_credentials: 'invalidCredentials',
  account_locked: 'accountLocked',
  rate_limited: 'rateLimited',
  country_blocked: 'countryBlocked',
  sign_in_disabled: 'signInDisabled',
  sign_up_disabled: 'signUpDisabled',
  invalid_token: 'invalidToken',
  token_expired: 'tokenExpired',
  [CLIENT_ERROR_CODES.network]: 'network',
  [CLIENT_ERROR_CODES.timeout]: 'network',
};

const EXCLUSION_CODES = new Set(['self_excluded', 'cooling_off']);

/** What a failed call says to the user: a known code's text, else a generic one (never a stack). */
export function errorText(messages: AuthMessages, error: unknown): string {
  if (error instanceof ApiError) {
    // spec §3 exclusions: the server's text says which break and until when
    if (EXCLUSION_CODES.has(error.code)) return error.message;
    const key = CODE_TEXT[error.code];
    if (key) return messages.errors[key];
    if (error.code === 'validation_failed') return messages.validation.summary;
  }
  return messages.errors.generic;
}

/**
 * A 422 answer's field errors as texts of the form's own fields: `rename` maps wire names to form
 * names (`terms_accepted` -> `terms`); a field the form does not show is left out.
 */
export function serverFieldTexts<F extends string>(
  error: unknown,
  fields: readonly F[],
  rename: Readonly<Record<string, F>> = {},
): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const texts: Partial<Record<F, string>> = {};
  for (const [wireName, problems] of Object.entries(error.fieldErrors)) {
    const field = rename[wireName] ?? (wireName as F);
    const first = problems[0];
    if (first && fields.includes(field)) texts[field] = first.message;
  }
  return texts;
}
