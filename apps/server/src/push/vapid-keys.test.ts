import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterEach, describe, expect, test } from 'vitest';
import { SecretsError } from './secrets';
import { loadVapidKeys, VAPID_KEYS_FILE, vapidKeysProblem } from './vapid-keys';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vapid-keys-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  test('generated once into the data folder (0600) and reused on the next start', () => {
    const dir = tempDir();
    const first = loadVapidKeys({ keys: null, dir });
    expect(first.generated).toBe(true);
    expect(vapidKeysProblem(first)).toBeNull();
    const file = path.join(dir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys({ keys: null, dir })).toEqual(first);
  });

  test('a copy restored with a loose mode is made 0600 again', () => {
    const dir = tempDir();
    loadVapidKeys({ keys: null, dir });
    const file = path.join(dir, VAPID_KEYS_FILE);
    chmodSync(file, 0o644);
    loadVapidKeys({ keys: null, dir });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  test("the operator's pair wins and nothing is written; memory:// keeps a new pair in memory", () => {
    const dir = tempDir();
    const keys = webPush.generateVAPIDKeys();
    expect(loadVapidKeys({ keys, dir })).toEqual({ ...keys, generated: false });
    expect(existsSync(path.join(dir, VAPID_KEYS_FILE))).toBe(false);
    const memory = loadVapidKeys({ keys: null, dir: null });
    expect(memory.generated).toBe(true);
    expect(loadVapidKeys({ keys: null, dir: null }).publicKey).not.toBe(memory.publicKey);
  });

  test.each([
    ['not JSON', '{'],
    ['no private key', JSON.stringify({ public_key: webPush.generateVAPIDKeys().publicKey })],
    [
      'keys of two pairs',
      JSON.stringify({
        public_key: webPush.generateVAPIDKeys().publicKey,
        private_key: webPush.generateVAPIDKeys().privateKey,
      }),
    ],
  ])('a damaged file (%s) stops the start', (_, text) => {
    const dir = tempDir();
    writeFileSync(path.join(dir, VAPID_KEYS_FILE), text, { mode: 0o600 });
    expect(() => loadVapidKeys({ keys: null, dir })).toThrow(SecretsError);
  });
});

describe('vapidKeysProblem', () => {
  const keys = webPush.generateVAPIDKeys();
  test.each([
    ['a matching pair', keys, null],
    ['a short public key', { ...keys, publicKey: keys.publicKey.slice(2) }, /public key/],
    ['a short private key', { ...keys, privateKey: keys.privateKey.slice(2) }, /private key/],
    [
      "another pair's public key",
      { ...keys, publicKey: webPush.generateVAPIDKeys().publicKey },
      /does not match/,
    ],
  ])('%s', (_, pair, problem) => {
    const found = vapidKeysProblem(pair);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
