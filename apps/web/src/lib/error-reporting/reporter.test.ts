import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
}));
vi.mock('@sentry/nextjs', () => sdk);

const config = {
  dsn: 'http://key_0123456789@127.0.0.1:4000/1',
  tunnel: '/api/error-reports',
  environment: 'production',
  release: 'sportsbook-web@0.1.0',
  tracing: false,
};

let idle: (() => void)[] = [];

beforeEach(() => {
  vi.resetModules();
  sdk.init.mockClear();
  sdk.captureException.mockClear();
  idle = [];
  vi.stubGlobal('window', {
    location: { origin: 'http://127.0.0.1:3000' },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
});
afterEach(() => vi.unstubAllGlobals());

const reporter = () => import('./reporter');

describe('lazy error reporting', () => {
  test('without a configuration nothing loads and reports go nowhere', async () => {
    const { configureReporting, reportError } = await reporter();
    configureReporting(null);
    reportError(new Error('lost'));
    await vi.dynamicImportSettled();
    expect(idle).toHaveLength(0);
    expect(sdk.init).not.toHaveBeenCalled();
  });

  test('with one, the SDK starts when the page is idle, with spec §9 options', async () => {
    const { configureReporting } = await reporter();
    configureReporting(config);
    expect(sdk.init).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    await vi.waitFor(() => expect(sdk.init).toHaveBeenCalledTimes(1));
    const options = sdk.init.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(options).toMatchObject({
      dsn: config.dsn,
      tunnel: '/api/error-reports',
      environment: 'production',
      release: 'sportsbook-web@0.1.0',
      maxBreadcrumbs: 100,
    });
    expect(options).not.toHaveProperty('tracesSampleRate');
    const targets = options.tracePropagationTargets as RegExp[];
    expect(targets.some((t) => t.test('https://other.example/x'))).toBe(false);
    expect(targets.some((t) => t.test('/api/sportsbook/v2/sports'))).toBe(true);
  });

  test('reports made before the configuration are sent once it arrives', async () => {
    const { configureReporting, reportError } = await reporter();
    const early = new Error('early');
    reportError(early, { tags: { area: 'x' } });
    configureReporting(config);
    await vi.waitFor(() =>
      expect(sdk.captureException).toHaveBeenCalledWith(early, { tags: { area: 'x' } }),
    );
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });
});
