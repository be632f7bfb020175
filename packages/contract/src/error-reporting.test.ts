import { describe, expect, test } from 'vitest';
import { envelopeUrl, parseDsn, reportingEnvironment } from './error-reporting';

describe('DSN', () => {
  test.each([
    ['https://abc@o1.ingest.sentry.io/42', 'https://o1.ingest.sentry.io/api/42/envelope/'],
    ['http://key_1@127.0.0.1:4000/1', 'http://127.0.0.1:4000/api/1/envelope/'],
    ['https://k@host.example/prefix/7', 'https://host.example/prefix/api/7/envelope/'],
  ])('%s posts to %s', (dsn, url) => {
    const parsed = parseDsn(dsn);
    expect(parsed).not.toBeNull();
    if (parsed) expect(envelopeUrl(parsed)).toBe(url);
  });

  test.each([
    'not a url',
    'ftp://k@host/1',
    'https://host/1',
    'https://k:secret@host/1',
    'https://k@host/project',
    'https://k@host/1?x=1',
    // the Sentry SDK refuses a key with a hyphen ("Invalid Sentry Dsn")
    'http://local-error-sink@127.0.0.1:4000/1',
  ])('%s is not a DSN', (dsn) => {
    expect(parseDsn(dsn)).toBeNull();
  });
});

describe('spec §9 environment', () => {
  test.each([
    [undefined, 'production'],
    ['', 'production'],
    ['production', 'production'],
    ['Staging', 'hosted-staging'],
    ['preview', 'hosted-preview'],
  ])('hosting %s -> %s', (hosting, environment) => {
    expect(reportingEnvironment(hosting)).toBe(environment);
  });
});
