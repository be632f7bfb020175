import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the local reference backend', () => {
    expect(parseEnv({})).toEqual({
      SPORTSBOOK_API_URL: 'http://127.0.0.1:4000/api/sportsbook',
      PLATFORM_API_URL: 'http://127.0.0.1:4000/api/platform',
      PUSH_URL: 'ws://127.0.0.1:4000/connection/websocket',
      SITE_URL: undefined,
    });
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
      PUSH_URL: 'wss://push.example.com/connection/websocket',
      SITE_URL: 'https://www.example.com',
    });
  });

  it.each([
    [{ SPORTSBOOK_API_URL: 'not a url' }, 'SPORTSBOOK_API_URL'],
    [{ PLATFORM_API_URL: 'ftp://x/api' }, 'PLATFORM_API_URL'],
    [{ PUSH_URL: 'http://x/connection/websocket' }, 'PUSH_URL'],
  ])('rejects %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });
});
