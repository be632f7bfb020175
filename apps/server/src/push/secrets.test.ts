import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { SecretsError, listenRefusal, loadPushSecrets } from './secrets';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-secrets-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const strong = 'Zq8vN2xL0pR7tY4wK1mB6cH9dF3gJ5sA';

describe('loadPushSecrets', () => {
  test('without secrets in the environment: random ones, written 0600 and reused on the next start', () => {
    const dir = tempDir();
    const first = loadPushSecrets({ tokenSecret: null, apiKey: null, dir });
    expect(first.tokenSecret).toMatch(/^[\w-]{43}$/);
    expect(first.apiKey).toMatch(/^[\w-]{43}$/);
    expect(first.tokenSecret).not.toBe(first.apiKey);
    expect(first.generated).toEqual(['PUSH_TOKEN_SECRET', 'PUSH_API_KEY']);
    const file = path.join(dir, 'push-secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.tokenSecret);

    const again = loadPushSecrets({ tokenSecret: null, apiKey: null, dir });
    expect(again).toEqual(first);
    const other = loadPushSecrets({ tokenSecret: null, apiKey: null, dir: tempDir() });
    expect(other.tokenSecret).not.toBe(first.tokenSecret);
  });

  test('secrets from the environment win and are never written', () => {
    const dir = tempDir();
    const secrets = loadPushSecrets({ tokenSecret: strong, apiKey: `${strong}-key`, dir });
    expect(secrets).toEqual({ tokenSecret: strong, apiKey: `${strong}-key`, generated: [] });
    expect(() => statSync(path.join(dir, 'push-secrets.json'))).toThrow();
    const half = loadPushSecrets({ tokenSecret: strong, apiKey: null, dir });
    expect(half.tokenSecret).toBe(strong);
    expect(half.generated).toEqual(['PUSH_API_KEY']);
    expect(readFileSync(path.join(dir, 'push-secrets.json'), 'utf8')).not.toContain(strong);
  });

  test('without a data folder (memory:// database) they live in memory only', () => {
    const a = loadPushSecrets({ tokenSecret: null, apiKey: null, dir: null });
    const b = loadPushSecrets({ tokenSecret: null, apiKey: null, dir: null });
    expect(a.tokenSecret).not.toBe(b.tokenSecret);
    expect(a.generated).toEqual(['PUSH_TOKEN_SECRET', 'PUSH_API_KEY']);
  });

  test('a readable-by-others file is narrowed to 0600; a damaged one stops the start', () => {
    const dir = tempDir();
    const file = path.join(dir, 'push-secrets.json');
    const stored = { token_secret: strong, api_key: `${strong}-key` };
    writeFileSync(file, JSON.stringify(stored), { mode: 0o644 });
    expect(loadPushSecrets({ tokenSecret: null, apiKey: null, dir }).tokenSecret).toBe(strong);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, '{"token_secret": 1}');
    expect(() => loadPushSecrets({ tokenSecret: null, apiKey: null, dir })).toThrow(SecretsError);
    expect(() => loadPushSecrets({ tokenSecret: null, apiKey: null, dir })).toThrow(/delete it/);
  });
});

describe('listenRefusal', () => {
  const supplied = { tokenSecret: strong, apiKey: `${strong}-key` };
  const generated = { ...supplied, tokenSecret: null };

  test.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '::ffff:127.0.0.1'])(
    'a loopback address (%s) accepts development secrets',
    (host) => {
      expect(listenRefusal(host, generated)).toBeNull();
    },
  );

  test.each([
    [
      'a token secret left to the server',
      generated,
      /PUSH_TOKEN_SECRET is not set, so the server generates it/,
    ],
    ['a short API key', { ...supplied, apiKey: 'k'.repeat(20) }, /PUSH_API_KEY.*32/],
    ['a placeholder secret', { ...supplied, tokenSecret: 'x'.repeat(40) }, /PUSH_TOKEN_SECRET/],
  ])('a public address refuses %s and says what to set', (_name, secrets, message) => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'sportsbook.example']) {
      const refusal = listenRefusal(host, secrets);
      expect(refusal).toMatch(message);
      expect(refusal).toMatch(/set PUSH_TOKEN_SECRET and PUSH_API_KEY/);
    }
  });

  test('a public address accepts strong secrets the operator supplied', () => {
    expect(listenRefusal('0.0.0.0', supplied)).toBeNull();
  });
});
