import { describe, expect, test } from 'vitest';
import { beforeSend, shouldReport, skipCapture, withHttpFailure, type ReportEvent } from './filter';
import { MAX_BREADCRUMBS, reportingOptions, sameOriginTargets } from './options';

/** An HTTP failure shaped like the API client's ApiError. */
class HttpFailureError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: unknown = undefined,
    readonly requestBody: unknown = undefined,
    message = `status ${status}`,
  ) {
    super(message);
  }
}

const named = (name: string, message = name) => Object.assign(new Error(message), { name });
const exceptionEvent = (type: string, value: string, filename?: string): ReportEvent => ({
  exception: {
    values: [{ type, value, ...(filename ? { stacktrace: { frames: [{ filename }] } } : {}) }],
  },
});

describe('spec §8 not reported', () => {
  test.each<[string, ReportEvent, unknown]>([
    ['a network error (no answer)', {}, new HttpFailureError(0, '/api/sportsbook/v2/sports')],
    [
      'a fetch TypeError',
      exceptionEvent('TypeError', 'Failed to fetch'),
      new TypeError('Failed to fetch'),
    ],
    [
      'Firefox network wording',
      exceptionEvent('TypeError', 'NetworkError when attempting to fetch resource.'),
      undefined,
    ],
    [
      'a fetch TypeError with the host the SDK appends',
      exceptionEvent('TypeError', 'Failed to fetch (127.0.0.1:3000)'),
      undefined,
    ],
    ['Safari network wording', exceptionEvent('TypeError', 'Load failed'), undefined],
    ['an aborted request', {}, named('AbortError', 'The user aborted a request.')],
    ['a timed-out request', {}, named('TimeoutError', 'signal timed out')],
    ['a cancelled query', {}, named('CancelledError', 'CancelledError')],
    ['an error flagged to skip capture', {}, skipCapture(new Error('quiet please'))],
    [
      'a tag-manager script error',
      exceptionEvent(
        'TypeError',
        'x is undefined',
        'https://www.googletagmanager.com/gtm.js?id=GTM-1',
      ),
      undefined,
    ],
    [
      'a tracking script error',
      exceptionEvent('Error', 'boom', 'https://www.google-analytics.com/analytics.js'),
      undefined,
    ],
    [
      'a watch script error',
      exceptionEvent('Error', 'boom', 'https://cdn.watchers.io/widget.js'),
      undefined,
    ],
    [
      'a webpack chunk-load error',
      exceptionEvent('ChunkLoadError', 'Loading chunk 123 failed.'),
      undefined,
    ],
    [
      'a Turbopack chunk-load error',
      {},
      new Error('Failed to load chunk /_next/static/chunks/abc.js from module 1'),
    ],
    [
      'a dynamic import that failed',
      {},
      new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
    ],
    ['a CSS chunk', {}, new Error('Loading CSS chunk 7 failed. (/_next/static/css/a.css)')],
    [
      'a script element error',
      { message: 'Event `Event` (type=error) captured as promise rejection' },
      { type: 'error', target: { tagName: 'SCRIPT' } },
    ],
    [
      'a serialized script element error',
      { extra: { __serialized__: { target: 'script' } } },
      undefined,
    ],
    ['the ResizeObserver message', { message: 'ResizeObserver loop limit exceeded' }, undefined],
    [
      'the ResizeObserver message as an ErrorEvent',
      exceptionEvent('Error', 'ResizeObserver loop limit exceeded'),
      undefined,
    ],
    ['a jackpot 400', {}, new HttpFailureError(400, 'http://x/api/sportsbook/v2/jackpots/1')],
    ['a jackpot 404', {}, new HttpFailureError(404, 'http://x/api/sportsbook/v2/jackpots/9')],
    ['a jackpot 500', {}, new HttpFailureError(500, 'http://x/api/sportsbook/v2/jackpot-hits')],
    [
      'User is out of limit',
      {},
      new HttpFailureError(
        403,
        'http://x/api/sportsbook/v3/bets',
        { code: 'out_of_limit', message: 'User is out of limit' },
        undefined,
        'User is out of limit',
      ),
    ],
  ])('%s', (_name, event, original) => {
    expect(shouldReport(event, original)).toBe(false);
    expect(beforeSend(event, { originalException: original })).toBeNull();
  });
});

describe('reported', () => {
  test.each<[string, ReportEvent, unknown]>([
    ['a render error', exceptionEvent('Error', 'Cannot read x'), new Error('Cannot read x')],
    ['a 500 answer', {}, new HttpFailureError(500, 'http://x/api/sportsbook/v2/sports')],
    ['a jackpot 503', {}, new HttpFailureError(503, 'http://x/api/sportsbook/v2/jackpots/1')],
    ['a jackpot 401', {}, new HttpFailureError(401, 'http://x/api/sportsbook/v2/jackpots/1')],
    [
      'another ResizeObserver message',
      { message: 'ResizeObserver loop completed with undelivered notifications.' },
      undefined,
    ],
    [
      'an error of our own code with a tracking frame earlier in the stack',
      {
        exception: {
          values: [
            {
              type: 'Error',
              value: 'x',
              stacktrace: {
                frames: [
                  { filename: 'https://www.googletagmanager.com/gtm.js' },
                  { filename: 'https://site/_next/static/chunks/app.js' },
                ],
              },
            },
          ],
        },
      },
      undefined,
    ],
    [
      'an image load event',
      { message: 'Event `Event` (type=error) captured as exception' },
      { type: 'error', target: { tagName: 'IMG' } },
    ],
  ])('%s', (_name, event, original) => {
    expect(shouldReport(event, original)).toBe(true);
  });

  test('an HTTP failure carries the response URL, response body and request body', () => {
    const failure = new HttpFailureError(
      500,
      'http://127.0.0.1:3000/api/sportsbook/v3/bets',
      { code: 'internal_error', message: 'Something went wrong' },
      { bets: [{ stake: 100 }] },
    );
    const event = beforeSend(
      { message: 'x', request: { method: 'POST' } },
      { originalException: failure },
    );
    expect(event).toMatchObject({
      request: {
        url: 'http://127.0.0.1:3000/api/sportsbook/v3/bets',
        data: { bets: [{ stake: 100 }] },
      },
      contexts: { response: { status_code: 500, data: { code: 'internal_error' } } },
      extra: {
        response_url: 'http://127.0.0.1:3000/api/sportsbook/v3/bets',
        response_body: { code: 'internal_error', message: 'Something went wrong' },
        request_body: { bets: [{ stake: 100 }] },
      },
    });
  });

  test('credentials in a body are filtered out', () => {
    const failure = new HttpFailureError(500, 'http://x/api/platform/users/sign_in', undefined, {
      email: 'a@b.example',
      password: 'hunter22',
      nested: { reset_password_token: 't' },
    });
    expect(withHttpFailure<ReportEvent>({}, failure).extra?.request_body).toEqual({
      email: 'a@b.example',
      password: '[Filtered]',
      nested: { reset_password_token: '[Filtered]' },
    });
  });

  test('a long body is cut', () => {
    const failure = new HttpFailureError(500, 'http://x/a', 'y'.repeat(20_000));
    const event: ReportEvent = withHttpFailure({}, failure);
    expect(String(event.extra?.response_body).length).toBeLessThan(8_100);
  });

  test('other errors pass unchanged', () => {
    const event = { message: 'plain' };
    expect(withHttpFailure(event, new Error('plain'))).toBe(event);
  });
});

describe('spec §9 options', () => {
  test('breadcrumbs 100, traces sampled at 1 only when tracing is on', () => {
    const base = { dsn: 'http://k@h/1', environment: 'production', release: 'r' };
    expect(reportingOptions({ ...base, tracing: true })).toMatchObject({
      maxBreadcrumbs: MAX_BREADCRUMBS,
      tracesSampleRate: 1,
    });
    expect(MAX_BREADCRUMBS).toBe(100);
    expect(reportingOptions({ ...base, tracing: false })).not.toHaveProperty('tracesSampleRate');
  });

  test.each([
    ['/api/sportsbook/v2/sports', true],
    ['http://127.0.0.1:3000/api/platform/player', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.0.0.1:30001/x', false],
    ['//evil.example/x', false],
    ['https://www.googletagmanager.com/gtm.js', false],
    ['http://127.0.0.1:4000/api/1/envelope/', false],
  ])('trace headers on %s: %s', (url, same) => {
    const targets = sameOriginTargets('http://127.0.0.1:3000');
    expect(targets.some((target) => target.test(url))).toBe(same);
  });
});
