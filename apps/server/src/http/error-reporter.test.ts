import { describe, expect, test } from 'vitest';
import { parseDsn } from '@sportsbook/contract/error-reporting';
import { envelopeReporter, eventEnvelope, serverEvent, stackFrames } from './error-reporter';

const dsn = parseDsn('https://pubkey@errors.example.com/sub/42');
if (!dsn) throw new Error('bad DSN');

describe('server error reporter', () => {
  test('stack lines become frames, oldest first', () => {
    const frames = stackFrames(
      'Error: x\n    at inner (/app/a.js:10:5)\n    at /app/b.js:20:7\n    at odd line',
    );
    expect(frames).toEqual([
      { filename: '/app/b.js', lineno: 20, colno: 7 },
      { function: 'inner', filename: '/app/a.js', lineno: 10, colno: 5 },
    ]);
  });

  test('the envelope carries the event with its byte length', () => {
    const event = serverEvent(new TypeError('bad ü'), undefined, {
      environment: 'production',
      release: 'r1',
      now: 1_700_000_000_000,
    });
    const [header, itemHeader, payload] = eventEnvelope(event, dsn, new Date(0)).split('\n');
    expect(JSON.parse(header ?? '')).toMatchObject({
      dsn: 'https://pubkey@errors.example.com/sub/42',
    });
    expect(JSON.parse(itemHeader ?? '')).toEqual({
      type: 'event',
      length: Buffer.byteLength(payload ?? ''),
    });
    expect(JSON.parse(payload ?? '')).toMatchObject({
      timestamp: 1_700_000_000,
      environment: 'production',
      release: 'r1',
      exception: { values: [{ type: 'TypeError', value: 'bad ü' }] },
    });
  });

  test('posts to the ingest URL with the key, and drops beyond the in-flight bound', async () => {
    const posts: { url: string; auth: string }[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reporter = envelopeReporter({
      dsn,
      environment: 'production',
      release: 'r1',
      maxInFlight: 2,
      fetch: async (url, init) => {
        posts.push({
          url: url as string,
          auth: new Headers(init?.headers).get('x-sentry-auth') ?? '',
        });
        await gate;
        return new Response('{}');
      },
    });
    for (let i = 0; i < 5; i += 1) reporter.capture(new Error(`e${i}`));
    release();
    await reporter.flush();
    expect(posts).toHaveLength(2);
    expect(posts[0]?.url).toBe('https://errors.example.com/sub/api/42/envelope/');
    expect(posts[0]?.auth).toContain('sentry_key=pubkey');
  });

  test('a failed post is told, never thrown', async () => {
    const failures: unknown[] = [];
    const reporter = envelopeReporter({
      dsn,
      environment: 'production',
      release: 'r1',
      fetch: () => Promise.reject(new Error('down')),
      onSendFailure: (error) => failures.push(error),
    });
    reporter.capture('a string failure');
    await reporter.flush();
    expect(failures).toHaveLength(1);
  });
});
