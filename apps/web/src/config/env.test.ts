import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the local reference backend', () => {
    expect(parseEnv({})).toEqual({
      SPORTSBOOK_API_URL: 'http://127.0.0.1:4000/api/sportsbook',
      PLATFORM_API_URL: 'http://127.0.0.1:4000/api/platform',
      VIRTUAL_WALLET_API_URL: 'http://127.0.0.1:4000/api/virtual-wallet',
      PUSH_URL: 'ws://127.0.0.1:4000/connection/websocket',
      SITE_URL: undefined,
      ENABLED_SPORT_TYPES: ['regular', 'cyber'],
      ENABLED_PROVIDERS: ['betradar', 'oddin', 'betconstruct'],
      IMAGE_HOSTS: [],
      SENTRY_TRACING: false,
      DEV_API_ENABLED: false,
    });
  });

  it('reads the error-reporting settings (issue 17): DSN, tracing, hosting environment', () => {
    const env = parseEnv({
      SENTRY_DSN: 'https://key@o1.ingest.example/42',
      SENTRY_TRACING: 'true',
      HOSTING_ENVIRONMENT: 'staging',
    });
    expect([env.SENTRY_DSN, env.SENTRY_TRACING, env.HOSTING_ENVIRONMENT]).toEqual([
      'https://key@o1.ingest.example/42',
      true,
      'staging',
    ]);
    expect(parseEnv({ SENTRY_DSN: '' }).SENTRY_DSN).toBeUndefined();
  });

  it('reads the feature-flag lists as comma lists, trimming spaces', () => {
    const env = parseEnv({
      ENABLED_SPORT_TYPES: 'regular',
      ENABLED_PROVIDERS: ' oddin , betradar ',
    });
    expect(env.ENABLED_SPORT_TYPES).toEqual(['regular']);
    expect(env.ENABLED_PROVIDERS).toEqual(['oddin', 'betradar']);
  });

  it('takes overrides, treats empty strings as unset and drops trailing slashes', () => {
    expect(
      parseEnv({
        SPORTSBOOK_API_URL: 'https://sb.example.com/api/sportsbook/',
        PLATFORM_API_URL: '',
        PUSH_URL: 'wss://push.example.com/connection/websocket',
        SITE_URL: 'https://www.example.com/',
      }),
    ).toEqual({
      SPORTSBOOK_API_URL: 'https://sb.example.com/api/sportsbook',
      PLATFORM_API_URL: 'http://127.0.0.1:4000/api/platform',
      VIRTUAL_WALLET_API_URL: 'http://127.0.0.1:4000/api/virtual-wallet',
      PUSH_URL: 'wss://push.example.com/connection/websocket',
      SITE_URL: 'https://www.example.com',
      ENABLED_SPORT_TYPES: ['regular', 'cyber'],
      ENABLED_PROVIDERS: ['betradar', 'oddin', 'betconstruct'],
      IMAGE_HOSTS: [],
      SENTRY_TRACING: false,
      DEV_API_ENABLED: false,
    });
  });

  it.each([
    [{ SPORTSBOOK_API_URL: 'not a url' }, 'SPORTSBOOK_API_URL'],
    [{ PLATFORM_API_URL: 'ftp://x/api' }, 'PLATFORM_API_URL'],
    [{ PUSH_URL: 'http://x/connection/websocket' }, 'PUSH_URL'],
    [{ ENABLED_PROVIDERS: 'Bet Radar' }, 'ENABLED_PROVIDERS'],
    [{ TRUSTED_PROXIES: '10.0.0.0/99' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: 'lb.example' }, 'TRUSTED_PROXIES'],
    [{ FRAME_ANCESTORS: "'self'; script-src *" }, 'FRAME_ANCESTORS'],
    [{ FRAME_ANCESTORS: 'https://a.example/path' }, 'FRAME_ANCESTORS'],
    [{ FRAME_SRC: 'javascript:alert(1)' }, 'FRAME_SRC'],
    [{ SENTRY_DSN: 'https://no-project@host' }, 'SENTRY_DSN'],
    [{ HOSTING_ENVIRONMENT: 'two words' }, 'HOSTING_ENVIRONMENT'],
  ])('rejects %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });

  it('reads the trust and page-header settings as comma lists (unset: none, frame-ancestors self)', () => {
    const unset = parseEnv({ TRUSTED_PROXIES: '', FRAME_ANCESTORS: ' ' });
    expect([unset.TRUSTED_PROXIES, unset.FRAME_ANCESTORS, unset.FRAME_SRC]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      parseEnv({
        TRUSTED_PROXIES: 'loopback, 10.0.0.0/8',
        FRAME_ANCESTORS: "'self', https://casino.example, https://*.partner.example:8443",
        FRAME_SRC: 'https://pay.example.com',
      }),
    ).toMatchObject({
      TRUSTED_PROXIES: ['loopback', '10.0.0.0/8'],
      FRAME_ANCESTORS: ["'self'", 'https://casino.example', 'https://*.partner.example:8443'],
      FRAME_SRC: ['https://pay.example.com'],
    });
    expect(parseEnv({ FRAME_ANCESTORS: 'none' }).FRAME_ANCESTORS).toEqual(["'none'"]);
  });
});
