import { describe, expect, test, vi } from 'vitest';
import { MAX_TUNNEL_BYTES, tunnelEnvelope } from './error-tunnel';

const DSN = 'http://sinkkey_01234567@127.0.0.1:4000/1';
const envelope = (dsn: string) =>
  `${JSON.stringify({ event_id: 'e1', dsn })}\n{"type":"event"}\n{"message":"x"}`;
const post = (body: string) =>
  new Request('http://web/api/error-reports', { method: 'POST', body });

describe('error-reporting tunnel', () => {
  test('passes an envelope for the configured DSN on to its ingest URL', async () => {
    const send = vi.fn<typeof fetch>(() => Promise.resolve(Response.json({ id: 'e1' })));
    const res = await tunnelEnvelope(post(envelope(DSN)), DSN, send);
    expect(res.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:4000/api/1/envelope/');
    expect(new Headers(init?.headers).get('x-sentry-auth')).toContain(
      'sentry_key=sinkkey_01234567',
    );
  });

  test.each([
    ['another DSN', envelope('http://other_key_0000@127.0.0.1:4000/1'), 403],
    ['another host', envelope('http://sinkkey_01234567@evil.example/1'), 403],
    ['no DSN in the header', '{"event_id":"e1"}\n{}', 403],
    ['a header that is not JSON', 'nope\n{}', 400],
    ['a body over the limit', envelope(DSN) + 'x'.repeat(MAX_TUNNEL_BYTES), 413],
  ])('refuses %s', async (_name, body, status) => {
    const send = vi.fn<typeof fetch>();
    const res = await tunnelEnvelope(post(body), DSN, send);
    expect(res.status).toBe(status);
    expect(send).not.toHaveBeenCalled();
  });

  test('answers 404 when reporting is off', async () => {
    expect((await tunnelEnvelope(post(envelope(DSN)), undefined)).status).toBe(404);
  });

  test('an unreachable sink is a 502', async () => {
    const res = await tunnelEnvelope(post(envelope(DSN)), DSN, () =>
      Promise.reject(new Error('down')),
    );
    expect(res.status).toBe(502);
  });
});
