import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import webPush from 'web-push';
import { DEFAULT_PUSH_SERVICE_HOSTS, defaultSiteConfig } from '@/http/config';
import { ConfigError, loadConfig } from './env';

const randomSecret = () => randomBytes(32).toString('base64url');

describe('loadConfig', () => {
  test('defaults: loopback :4000, PGlite in .data, demo data seeded', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      seedDemoData: true,
      logLevel: 'info',
    });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('.data', 'pglite') });
  });

  test('memory:// selects a throw-away PGlite and postgres:// a PostgreSQL pool', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://u@h/db', DATABASE_POOL_MAX: '4' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@h/db',
      poolMax: 4,
    });
  });

  test('reads ports and flags as strings from the environment', () => {
    const config = loadConfig({
      SERVER_PORT: '4555',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: '/tmp/sb',
    });
    expect(config.port).toBe(4555);
    expect(config.seedDemoData).toBe(false);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/sb/pglite' });
  });

  test('lists every invalid value at once', () => {
    expect(() =>
      loadConfig({ SERVER_PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ SERVER_PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('SERVER_PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });
});

describe('loadConfig: dev/test control API', () => {
  test.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ DEV_API_ENABLED: 'false', NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'development' }, true],
    [{ DEV_API_ENABLED: 'true' }, true],
    [{ DEV_API_ENABLED: 'true', NODE_ENV: 'production' }, true],
  ])('%j: mounted %s (only when asked for)', (env, mounted) => {
    expect(loadConfig(env).devApi).toBe(mounted);
  });
});

describe('loadConfig: operator API key', () => {
  test('off unless a key of 32 characters or more is set', () => {
    expect(loadConfig({}).operatorApiKey).toBeNull();
    const key = randomSecret();
    expect(loadConfig({ OPERATOR_API_KEY: key }).operatorApiKey).toBe(key);
    expect(() => loadConfig({ OPERATOR_API_KEY: 'short' })).toThrow(ConfigError);
  });
});

describe('loadConfig: push server', () => {
  test('dev defaults: embedded push, 25 s ping, 100 publications for 300 s, bounded resources', () => {
    expect(loadConfig({}).push).toMatchObject({
      pingIntervalMs: 25_000,
      historySize: 100,
      historyTtlS: 300,
      tokenTtlS: 900,
      maxConnectionsPerIp: 100,
      maxSubscriptionsPerConnection: 128,
      historyMaxChannels: 100_000,
      centrifugo: null,
    });
  });

  test('reads the real-time resource caps', () => {
    expect(
      loadConfig({
        PUSH_MAX_CONNECTIONS_PER_IP: '5',
        PUSH_MAX_SUBSCRIPTIONS_PER_CONNECTION: '16',
        PUSH_HISTORY_MAX_CHANNELS: '1000',
      }).push,
    ).toMatchObject({
      maxConnectionsPerIp: 5,
      maxSubscriptionsPerConnection: 16,
      historyMaxChannels: 1000,
    });
  });

  test('no secret is written in the source: unset secrets are left to the server to generate', () => {
    expect(loadConfig({}).pushSecrets).toEqual({
      tokenSecret: null,
      apiKey: null,
      dir: path.resolve('.data'),
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).pushSecrets.dir).toBeNull();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATA_DIR: '/tmp/sb' }).pushSecrets.dir,
    ).toBe('/tmp/sb');
  });

  test('reads the push settings and the external Centrifugo API', () => {
    const tokenSecret = randomSecret();
    const config = loadConfig({
      PUSH_TOKEN_SECRET: tokenSecret,
      PUSH_API_KEY: 'k'.repeat(20),
      PUSH_PING_INTERVAL_MS: '5000',
      PUSH_HISTORY_SIZE: '10',
      PUSH_HISTORY_TTL_S: '60',
      PUSH_TOKEN_TTL_S: '120',
      CENTRIFUGO_API_URL: 'http://centrifugo:8000/api',
      CENTRIFUGO_API_KEY: 'ck',
    });
    expect(config.pushSecrets).toMatchObject({ tokenSecret, apiKey: 'k'.repeat(20) });
    expect(config.push).toMatchObject({
      pingIntervalMs: 5000,
      historySize: 10,
      historyTtlS: 60,
      tokenTtlS: 120,
      centrifugo: { apiUrl: 'http://centrifugo:8000/api', apiKey: 'ck' },
    });
  });

  test.each([
    [{ PUSH_TOKEN_SECRET: 'short' }, /PUSH_TOKEN_SECRET/],
    [{ PUSH_API_KEY: 'short' }, /PUSH_API_KEY/],
    [
      { CENTRIFUGO_API_URL: 'http://c/api', CENTRIFUGO_API_KEY: 'k' },
      /PUSH_TOKEN_SECRET: set Centrifugo's token secret/,
    ],
    [{ PUSH_PING_INTERVAL_MS: '10' }, /PUSH_PING_INTERVAL_MS/],
    [{ PUSH_MAX_CONNECTIONS_PER_IP: '0' }, /PUSH_MAX_CONNECTIONS_PER_IP/],
    [{ PUSH_MAX_SUBSCRIPTIONS_PER_CONNECTION: '-1' }, /PUSH_MAX_SUBSCRIPTIONS_PER_CONNECTION/],
    [{ PUSH_HISTORY_MAX_CHANNELS: 'many' }, /PUSH_HISTORY_MAX_CHANNELS/],
    [{ CENTRIFUGO_API_URL: 'http://c/api' }, /set both or neither/],
    [{ CENTRIFUGO_API_URL: 'ftp://c/api', CENTRIFUGO_API_KEY: 'k' }, /CENTRIFUGO_API_URL/],
  ])('%j is refused', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  test('production takes the secrets it is given', () => {
    const env = {
      NODE_ENV: 'production',
      PUSH_TOKEN_SECRET: randomSecret(),
      PUSH_API_KEY: 'k'.repeat(20),
    };
    expect(loadConfig(env).pushSecrets.tokenSecret).toBe(env.PUSH_TOKEN_SECRET);
  });
});

describe('loadConfig: platform', () => {
  test('defaults suit a demo: sign-in and sign-up on, web on :3000', () => {
    expect(loadConfig({}).platform).toEqual({
      signInEnabled: true,
      signUpEnabled: true,
      phoneVerificationRequired: false,
      defaultCountry: null,
      webPublicUrl: 'http://127.0.0.1:3000',
      allowedOrigins: [],
      testPaymentEmailDomains: ['test.example'],
      sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
      limitCoolingPeriodMs: 24 * 60 * 60 * 1000,
      multiSingleProviders: ['betconstruct'],
      multiActiveFreebets: false,
      rateLimits: defaultSiteConfig.rateLimits,
      demoMode: true,
      paymentProvider: 'demo',
      trustedProxies: ['loopback'],
      cookieSecure: 'auto',
      blockUnknownCountry: false,
      webPushEndpoints: { allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS, loopback: true },
      passwordCost: { N: 2 ** 17, r: 8, p: 1 },
    });
  });

  test('reads switches, lists and the session lifetime', () => {
    const platform = loadConfig({
      SIGN_IN_ENABLED: 'false',
      SIGN_UP_ENABLED: '0',
      PHONE_VERIFICATION_REQUIRED: 'true',
      DEFAULT_COUNTRY: 'de',
      WEB_PUBLIC_URL: 'https://bet.example.com',
      ALLOWED_ORIGINS: 'https://a.example.com,http://localhost:3001',
      TEST_PAYMENT_EMAIL_DOMAINS: 'qa.example,test.example',
      SESSION_TTL_DAYS: '7',
      LIMIT_COOLING_PERIOD_MINUTES: '5',
      MULTI_SINGLE_PROVIDERS: 'betradar,betconstruct',
      MULTI_ACTIVE_FREEBETS_ALLOWED: 'true',
      RATE_LIMIT_SCALE: '10',
    }).platform;
    expect(platform).toEqual({
      signInEnabled: false,
      signUpEnabled: false,
      phoneVerificationRequired: true,
      defaultCountry: 'DE',
      webPublicUrl: 'https://bet.example.com',
      allowedOrigins: ['https://a.example.com', 'http://localhost:3001'],
      testPaymentEmailDomains: ['qa.example', 'test.example'],
      sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
      limitCoolingPeriodMs: 5 * 60 * 1000,
      multiSingleProviders: ['betradar', 'betconstruct'],
      multiActiveFreebets: true,
      rateLimits: expect.objectContaining({
        signIn: { perIp: 300, perKey: 100, windowMs: 5 * 60 * 1000 },
      }) as unknown,
      demoMode: true,
      paymentProvider: 'demo',
      trustedProxies: ['loopback'],
      cookieSecure: 'auto',
      blockUnknownCountry: false,
      webPushEndpoints: { allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS, loopback: true },
      passwordCost: { N: 2 ** 17, r: 8, p: 1 },
    });
  });

  test('issue 16: a site setting of the site configuration set as an env var stops the start', () => {
    for (const [name, value] of [
      ['BLOCKED_COUNTRIES', ''],
      ['FEATURE_JACKPOTS', 'false'],
      ['COOKIE_CONSENT_REQUIRED', 'true'],
      ['SIGN_UP_REMINDER_SECONDS', '60'],
      ['DEPOSIT_REMINDER_GROUP', 'vip'],
    ] as const) {
      expect(() => loadConfig({ [name]: value })).toThrow(
        new RegExp(`${name}: now the site configuration's`),
      );
    }
  });

  test('trust boundary: proxies, the Secure flag, unknown countries (refused in production)', () => {
    expect(
      loadConfig({
        TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,loopback',
        COOKIE_SECURE: 'true',
        BLOCK_UNKNOWN_COUNTRY: 'true',
      }).platform,
    ).toMatchObject({
      trustedProxies: ['10.0.0.0/8', '192.0.2.7', 'loopback'],
      cookieSecure: true,
      blockUnknownCountry: true,
    });
    expect(loadConfig({ TRUSTED_PROXIES: '', COOKIE_SECURE: 'false' }).platform).toMatchObject({
      trustedProxies: [],
      cookieSecure: false,
    });
    const production = {
      NODE_ENV: 'production',
      PUSH_TOKEN_SECRET: 's'.repeat(40),
      PUSH_API_KEY: 'k'.repeat(20),
    };
    expect(loadConfig(production).platform.blockUnknownCountry).toBe(true);
    expect(
      loadConfig({ ...production, BLOCK_UNKNOWN_COUNTRY: 'false' }).platform.blockUnknownCountry,
    ).toBe(false);
  });

  test.each([
    ['DEFAULT_COUNTRY', 'GER'],
    ['WEB_PUBLIC_URL', 'ftp://x.example'],
    ['ALLOWED_ORIGINS', 'https://a.example.com/path'],
    ['TEST_PAYMENT_EMAIL_DOMAINS', '@test.example'],
    ['SESSION_TTL_DAYS', '0'],
    ['LIMIT_COOLING_PERIOD_MINUTES', '0'],
    ['SIGN_UP_ENABLED', 'maybe'],
    ['RATE_LIMIT_SCALE', '0'],
    ['PASSWORD_HASH_COST', '9'],
    ['MULTI_SINGLE_PROVIDERS', 'betfair'],
    ['TRUSTED_PROXIES', '10.0.0.0/40'],
    ['TRUSTED_PROXIES', 'proxy.example'],
    ['COOKIE_SECURE', 'yes'],
    ['BLOCK_UNKNOWN_COUNTRY', 'maybe'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('loadConfig: password hash cost', () => {
  test('OWASP scrypt by default; a test pair may ask for less, production may not', () => {
    expect(loadConfig({}).platform.passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).platform.passwordCost.N).toBe(4096);
    const production = {
      NODE_ENV: 'production',
      PUSH_TOKEN_SECRET: 's'.repeat(40),
      PUSH_API_KEY: 'k'.repeat(20),
    };
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).platform.passwordCost.N).toBe(
      2 ** 18,
    );
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(
      'PASSWORD_HASH_COST: at least 17 in production',
    );
  });
});

describe('loadConfig: demo mode (demo payments)', () => {
  const PRODUCTION = {
    NODE_ENV: 'production',
    PUSH_TOKEN_SECRET: 's'.repeat(40),
    PUSH_API_KEY: 'k'.repeat(20),
  };

  test('on outside production: the demo provider and the test-payment domain', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env).platform).toMatchObject({
        demoMode: true,
        paymentProvider: 'demo',
        testPaymentEmailDomains: ['test.example'],
      });
    }
  });

  test('off in production: no payment provider, no test-payment domains', () => {
    expect(loadConfig(PRODUCTION).platform).toMatchObject({
      demoMode: false,
      paymentProvider: null,
      testPaymentEmailDomains: [],
    });
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'none' }).platform.paymentProvider).toBe(
      null,
    );
  });

  test('production with DEMO_PAYMENTS=true runs the demo on purpose', () => {
    const platform = loadConfig({
      ...PRODUCTION,
      DEMO_PAYMENTS: 'true',
      TEST_PAYMENT_EMAIL_DOMAINS: 'qa.example',
    }).platform;
    expect(platform).toMatchObject({
      demoMode: true,
      paymentProvider: 'demo',
      testPaymentEmailDomains: ['qa.example'],
    });
  });

  test.each([
    [{ PAYMENT_PROVIDER: 'demo' }, ['PAYMENT_PROVIDER']],
    [{ TEST_PAYMENT_EMAIL_DOMAINS: 'test.example' }, ['TEST_PAYMENT_EMAIL_DOMAINS']],
    [
      { PAYMENT_PROVIDER: 'demo', TEST_PAYMENT_EMAIL_DOMAINS: 'qa.example' },
      ['PAYMENT_PROVIDER', 'TEST_PAYMENT_EMAIL_DOMAINS'],
    ],
    [
      { DEMO_PAYMENTS: 'false', NODE_ENV: 'development', PAYMENT_PROVIDER: 'demo' },
      ['PAYMENT_PROVIDER'],
    ],
  ])('%j is refused without DEMO_PAYMENTS=true, naming what to set', (extra, names) => {
    const env = { ...PRODUCTION, ...extra };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of names) expect(message).toContain(name);
    expect(message).toContain('DEMO_PAYMENTS=true');
  });

  test('an empty TEST_PAYMENT_EMAIL_DOMAINS is not a demo setting', () => {
    expect(
      loadConfig({ ...PRODUCTION, TEST_PAYMENT_EMAIL_DOMAINS: '' }).platform
        .testPaymentEmailDomains,
    ).toEqual([]);
  });

  test.each([
    ['DEMO_PAYMENTS', 'yes'],
    ['PAYMENT_PROVIDER', 'stripe'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('loadConfig: Web Push', () => {
  test('on by default: keys generated into DATA_DIR (memory for memory://), the default services', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/sb' });
    expect(config.webPush).toEqual({
      vapidKeys: { keys: null, dir: path.resolve('/tmp/sb') },
      subject: 'mailto:operator@example.com',
    });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).webPush?.vapidKeys.dir).toBeNull();
    expect(loadConfig({ WEB_PUSH_ENABLED: 'false' }).webPush).toBeNull();
  });

  test("the operator's pair, subject and push services", () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
      WEB_PUSH_SUBJECT: 'https://bet.example.com/contact',
      WEB_PUSH_ALLOWED_HOSTS: 'push.example.com,*.push.example.net',
    });
    expect(config.webPush).toMatchObject({
      vapidKeys: { keys },
      subject: 'https://bet.example.com/contact',
    });
    expect(config.platform.webPushEndpoints).toEqual({
      allowedHosts: ['push.example.com', '*.push.example.net'],
      loopback: true,
    });
  });

  test('a loopback receiver is accepted outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).platform.webPushEndpoints.loopback).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).platform.webPushEndpoints.loopback).toBe(true);
  });

  test.each([
    ['one key of the pair', { WEB_PUSH_VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }],
    [
      'keys of two pairs',
      {
        WEB_PUSH_VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey,
        WEB_PUSH_VAPID_PRIVATE_KEY: webPush.generateVAPIDKeys().privateKey,
      },
    ],
    ['a short public key', { WEB_PUSH_VAPID_PUBLIC_KEY: 'abc', WEB_PUSH_VAPID_PRIVATE_KEY: 'abc' }],
    ['a subject that is no contact', { WEB_PUSH_SUBJECT: 'http://bet.example.com' }],
    ['a host list with a URL', { WEB_PUSH_ALLOWED_HOSTS: 'https://push.example.com' }],
  ])('refuses %s', (_, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });
});

describe('loadConfig: error reporting (issue 17)', () => {
  test('off without a DSN; the sink only with its key', () => {
    const config = loadConfig({});
    expect(config.errorReporting).toBeNull();
    expect(config.errorSinkKey).toBeNull();
    expect(loadConfig({ SENTRY_DSN: '' }).errorReporting).toBeNull();
  });

  test('a DSN, the spec §9 environment and the release', () => {
    const config = loadConfig({
      SENTRY_DSN: 'https://pubkey@errors.example.com/42',
      HOSTING_ENVIRONMENT: 'staging',
      ERROR_SINK_KEY: 'local_error_sink',
    });
    expect(config.errorReporting).toMatchObject({
      dsn: { host: 'errors.example.com', projectId: '42', publicKey: 'pubkey' },
      environment: 'hosted-staging',
      release: expect.stringMatching(/^sportsbook-server@\d+\.\d+\.\d+/) as unknown,
    });
    expect(config.errorSinkKey).toBe('local_error_sink');
    expect(loadConfig({ SENTRY_DSN: 'https://k@h/1' }).errorReporting?.environment).toBe(
      'production',
    );
    expect(
      loadConfig({ SENTRY_DSN: 'https://k@h/1', SENTRY_RELEASE: 'r-42' }).errorReporting?.release,
    ).toBe('r-42');
  });

  test.each([
    [{ SENTRY_DSN: 'https://no-key-host/1' }, 'SENTRY_DSN'],
    [{ ERROR_SINK_KEY: 'short' }, 'ERROR_SINK_KEY'],
    [{ HOSTING_ENVIRONMENT: 'two words' }, 'HOSTING_ENVIRONMENT'],
  ])('refuses %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
