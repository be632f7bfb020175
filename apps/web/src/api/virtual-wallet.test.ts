import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { launchProvider } from './virtual-wallet';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST {virtual wallet}/{provider}/launch', () => {
  it('sends {app} with the language and maps the url to the frame to show', async () => {
    const fetchSpy = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(json(200, { url: '/api/virtual-wallet/demo/abc?locale=ar' })),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const launch = await launchProvider({ provider: 'lottery', app: 'mobile', locale: 'ar' });
    expect(launch).toEqual({ frameUrl: '/api/virtual-wallet/demo/abc?locale=ar' });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:4000/api/virtual-wallet/lottery/launch?locale=ar');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ app: 'mobile' });
  });

  it('refuses an answer whose url could run script in the frame', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { url: 'javascript:alert(1)' })));
    await expect(
      launchProvider({ provider: 'racing', app: 'desktop', locale: 'en' }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it.each([
    [403, 'provider_disabled'],
    [401, 'unauthorized'],
    [500, 'internal_error'],
  ])('a %i answer throws an ApiError with its code', async (status, code) => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(status, { code, message: 'no' })));
    const error: unknown = await launchProvider({
      provider: 'racing',
      app: 'desktop',
      locale: 'en',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).code).toBe(code);
  });
});
