import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './errors';
import {
  ERROR_ALERT,
  errorAlertText,
  handleMutationError,
  handleQueryError,
  setGlobalErrorLabels,
} from './global-error';

const reported = vi.hoisted(() => [] as unknown[]);
const toasts = vi.hoisted(() => [] as unknown[]);
vi.mock('@/lib/error-reporting/reporter', () => ({
  reportError: (error: unknown) => reported.push(error),
}));
vi.mock('@/ui/toast', () => ({ showToast: (toast: unknown) => toasts.push(toast) }));

const generic = { title: 'Something went wrong', description: 'Please try again later.' };
const apiError = (status: number, body?: unknown) =>
  new ApiError({ status, code: `http_${status}`, message: 'failed', body });

beforeEach(() => {
  reported.length = 0;
  toasts.length = 0;
  setGlobalErrorLabels(generic);
});

describe('spec §8 error alert texts', () => {
  test.each([
    [
      'the localized_message of the answer',
      { localized_message: 'Zu viele Anfragen' },
      { title: 'Zu viele Anfragen' },
    ],
    [
      'the localized_message under data',
      { data: { localized_message: 'Limit erreicht' } },
      { title: 'Limit erreicht' },
    ],
    ['the generic texts without one', { code: 'x', message: 'y' }, generic],
    ['the generic texts for an empty one', { localized_message: ' ' }, generic],
  ])('%s', (_name, body, expected) => {
    expect(errorAlertText(apiError(500, body), generic)).toEqual(expected);
  });

  test('the generic texts for an error that is not an answer', () => {
    expect(errorAlertText(new Error('x'), generic)).toEqual(generic);
  });
});

describe('spec §8 failed queries', () => {
  test('a flagged query is reported and alerted', () => {
    const error = apiError(500, { localized_message: 'Favoriten nicht geladen' });
    handleQueryError(error, { meta: { [ERROR_ALERT]: true } });
    expect(reported).toEqual([error]);
    expect(toasts).toEqual([
      {
        type: 'error',
        title: 'Favoriten nicht geladen',
        key: 'error-alert:Favoriten nicht geladen',
      },
    ]);
  });

  test('an unflagged query is reported without an alert', () => {
    handleQueryError(apiError(500), { meta: undefined });
    expect(reported).toHaveLength(1);
    expect(toasts).toHaveLength(0);
  });

  test('a 401 is left to the session (signed out locally), neither reported nor alerted', () => {
    handleQueryError(apiError(401), { meta: { [ERROR_ALERT]: true } });
    expect(reported).toHaveLength(0);
    expect(toasts).toHaveLength(0);
  });

  test('a cancelled query is ignored everywhere', () => {
    const cancelled = Object.assign(new Error('CancelledError'), { name: 'CancelledError' });
    handleQueryError(cancelled, { meta: { [ERROR_ALERT]: true } });
    expect(reported).toHaveLength(0);
    expect(toasts).toHaveLength(0);
  });
});

describe('failed actions', () => {
  test('a server failure is reported without an alert (the form shows its own)', () => {
    handleMutationError(apiError(503));
    expect(reported).toHaveLength(1);
    expect(toasts).toHaveLength(0);
  });

  test.each([401, 403, 422])("a %i is the form's business, not reported", (status) => {
    handleMutationError(apiError(status));
    expect(reported).toHaveLength(0);
  });
});
