import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serverEnv } from '@/config/env';
import { anyAnswer, apiRequest, buildUrl, lazySchema, requestTimeoutMs } from './client';
import { ApiError } from './errors';

const okSchema = z.object({ ok: z.boolean() });

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it.each([
    [
      'http://h/api/sportsbook',
      '/v2/sports',
      { locale: 'de' },
      'http://h/api/sportsbook/v2/sports?locale=de',
    ],
    ['http://h/api/sportsbook/', '/v2/sports', {}, 'http://h/api/sportsbook/v2/sports'],
    [
      '/api/platform',
      '/player',
      { a: undefined, b: null, c: 0, d: false },
      '/api/platform/player?c=0&d=false',
    ],
    ['/api/sportsbook', '/search', { q: 'a b&c' }, '/api/sportsbook/search?q=a+b%26c'],
  ])('%s + %s', (base, path, query, expected) => {
    expect(buildUrl(base, path, query)).toBe(expected);
  });
});

describe('apiRequest', () => {
  it('calls the server-side base URL with the app marker, JSON accept and credentials', async () => {
    const spy = stubFetch(() => Promise.resolve(Response.json({ ok: true })));
    await expect(
      apiRequest({
        api: 'sportsbook',
        path: '/v2/sports',
        query: { locale: 'en' },
        schema: okSchema,
      }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe(`${serverEnv().SPORTSBOOK_API_URL}/v2/sports?locale=en`);
    const headers = new Headers(init?.headers);
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-sportsbook-app')).toBe('web');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
  });

  it('sends a JSON body', async () => {
    const spy = stubFetch(() => Promise.resolve(Response.json({ ok: true })));
    await apiRequest({
      api: 'platform',
      path: '/player/accounts',
      method: 'POST',
      body: { currency: 'EUR' },
      schema: okSchema,
    });
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe(`${serverEnv().PLATFORM_API_URL}/player/accounts`);
    expect(init?.body).toBe('{"currency":"EUR"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    // spec §7 platform backend: versioned JSON accept and the app marker
    expect(headers.get('accept')).toBe('application/vnd.sportsbook.platform.v1+json');
    expect(headers.get('x-sportsbook-app')).toBe('web');
  });

  it("says when the page is in another page's frame (the session cookie must cross sites)", async () => {
    const frameHeader = async (view: { self: unknown; top: unknown }) => {
      vi.stubGlobal('window', { ...view, location: new URL('https://bet.example/live') });
      const spy = stubFetch(() => Promise.resolve(Response.json({ ok: true })));
      await apiRequest({ api: 'platform', path: '/player', schema: okSchema });
      const [, init] = spy.mock.calls[0] ?? [];
      return new Headers(init?.headers).get('x-sportsbook-frame');
    };
    const page = {};
    expect(await frameHeader({ self: page, top: {} })).toBe('1');
    expect(await frameHeader({ self: page, top: page })).toBeNull();
  });

  it('normalises the {code, message, details} error body', async () => {
    stubFetch(() =>
      Promise.resolve(
        Response.json(
          {
            code: 'invalid_request',
            message: 'Invalid querystring locale',
            details: [{ path: 'locale' }],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await apiRequest({
      api: 'sportsbook',
      path: '/v2/sports',
      schema: okSchema,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_request',
      message: 'Invalid querystring locale',
      details: [{ path: 'locale' }],
    });
  });

  it('gives an error without a JSON body an http_<status> code', async () => {
    stubFetch(() =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(
      apiRequest({ api: 'sportsbook', path: '/x', schema: okSchema }),
    ).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Bad Gateway',
    });
  });

  it('flags 401 as unauthorized', async () => {
    stubFetch(() =>
      Promise.resolve(Response.json({ code: 'unauthorized', message: 'Sign in' }, { status: 401 })),
    );
    const error = await apiRequest({ api: 'platform', path: '/player', schema: okSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isUnauthorized).toBe(true);
  });

  it('turns a network failure into network_error', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema: okSchema }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network_error',
    });
  });

  it('turns a timeout into timeout', async () => {
    stubFetch(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema: okSchema }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
    });
  });

  it('rethrows a cancelled request untouched (spec §8: cancelled requests are ignored)', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    stubFetch(() => Promise.reject(abort));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema: okSchema }),
    ).rejects.toBe(abort);
  });

  it('rejects an answer that does not match the contract as invalid_response', async () => {
    stubFetch(() => Promise.resolve(Response.json({ ok: 'yes' })));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema: okSchema }),
    ).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
    });
  });

  it('parses with a schema loaded on the call (issue 18: zod out of the first load)', async () => {
    stubFetch(() => Promise.resolve(Response.json({ ok: true })));
    const load = vi.fn(() => Promise.resolve({ okSchema }));
    const schema = lazySchema(load, 'okSchema');
    await expect(apiRequest({ api: 'sportsbook', path: '/v2/sports', schema })).resolves.toEqual({
      ok: true,
    });
    expect(load).toHaveBeenCalledTimes(1);
    stubFetch(() => Promise.resolve(Response.json({ ok: 'yes' })));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('a schema that cannot be loaded is a network_error; a failed call never needs it', async () => {
    stubFetch(() => Promise.resolve(Response.json({ ok: true })));
    const chunkError = new Error('Failed to load chunk');
    const schema = () => Promise.reject(chunkError);
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema }),
    ).rejects.toMatchObject({ code: 'network_error', cause: chunkError });
    stubFetch(() => Promise.resolve(new Response(null, { status: 503 })));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema }),
    ).rejects.toMatchObject({ code: 'http_503' });
  });

  it('takes any answer with anyAnswer', async () => {
    stubFetch(() => Promise.resolve(Response.json(['anything'])));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema: anyAnswer }),
    ).resolves.toEqual(['anything']);
  });

  it('rejects a 2xx body that is not JSON as invalid_response', async () => {
    stubFetch(() => Promise.resolve(new Response('not json', { status: 200 })));
    await expect(
      apiRequest({ api: 'sportsbook', path: '/v2/sports', schema: okSchema }),
    ).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});

describe('a session limit met by any call (spec §8)', () => {
  it('tells the listeners on 403 out_of_limit only', async () => {
    const { onSessionLimitReached } = await import('./session-limit');
    const heard = vi.fn();
    const stop = onSessionLimitReached(heard);
    const answer = (status: number, code: string) =>
      stubFetch(() =>
        Promise.resolve(Response.json({ code, message: 'User is out of limit' }, { status })),
      );
    const call = () =>
      apiRequest({
        api: 'sportsbook',
        path: '/v3/bets',
        method: 'POST',
        body: {},
        schema: okSchema,
      });
    answer(422, 'out_of_limit');
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    answer(403, 'forbidden');
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
    answer(403, 'out_of_limit');
    await expect(call()).rejects.toMatchObject({ status: 403, code: 'out_of_limit' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    await expect(call()).rejects.toBeInstanceOf(ApiError);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('requestTimeoutMs', () => {
  it('gives a write longer than a read: the server may still be doing it', () => {
    expect(requestTimeoutMs('GET')).toBe(10_000);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(requestTimeoutMs(method)).toBe(30_000);
  });
});
