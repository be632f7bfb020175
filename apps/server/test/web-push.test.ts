import { createDecipheriv, createPublicKey, hkdfSync, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationsResponseSchema } from '@sportsbook/contract/notifications';
import { depositResponseSchema, formErrorSchema } from '@sportsbook/contract/platform';
import { settingsSchema } from '@sportsbook/contract/settings';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { App } from '@/app';
import type { NotificationRow } from '@/db/schema';
import {
  call,
  P,
  signUp,
  startPlatformServer,
  V2,
  type PlatformTestServer,
} from './platform-helpers';
import { betBody, insertMatches, placeOk, setBalance, settle } from './bets-helpers';
import { testFeed } from './helpers';
import { browserKeys, subscriptionJson, type BrowserKeys } from './web-push-helpers';

// Issue 14 item 8: the browser's Web Push subscription stored through POST /settings, and the
// server sending bet won, cashout paid and deposit credited to it, here to a local receiver.

const VAPID = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:push@test.example';
const FIELD = 'one_signal_push_notification_subscription';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1: records each message and answers `status`. */
class Receiver {
  readonly received: Received[] = [];
  status = 201;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(this.status).end();
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let server: PlatformTestServer;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  server = await startPlatformServer({
    webPush: { ...VAPID, subject: SUBJECT, timeoutMs: 5000 },
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(async () => {
  await server.reset();
  receiver.received.length = 0;
  receiver.status = 201;
});

const app = () => server.app;

/** Polls `condition` until it holds; fails after `budgetMs`. */
async function waitFor(condition: () => boolean | Promise<boolean>, budgetMs = 5000) {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${budgetMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function saveSubscription(cookie: string, value: string | null, on: App = app()) {
  return call(on, 'POST', `${V2}/settings`, { cookie, payload: { [FIELD]: value } });
}

async function storedSubscription(cookie: string) {
  const res = await call(app(), 'GET', `${V2}/settings`, { cookie });
  return settingsSchema.parse(res.json()).one_signal_push_notification_subscription;
}

/** A demo deposit taken to its outcome on the provider's page. */
async function deposit(cookie: string, amount: number, outcome: 'success' | 'error', on = app()) {
  const res = await call(on, 'POST', `${P}/player/deposits`, {
    cookie,
    payload: { amount, currency: 'EUR' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const started = depositResponseSchema.parse(res.json());
  const done = await on.inject({
    method: 'POST',
    url: started.url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(done.statusCode).toBe(303);
}

async function notifications(cookie: string) {
  const res = await call(app(), 'GET', `${V2}/notifications`, { cookie });
  return notificationsResponseSchema.parse(res.json()).data;
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for the receiver's origin, with our key. */
function checkVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, jwt = '', key = ''] = match ?? [];
  expect(key).toBe(VAPID.publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  expect(payload).toMatchObject({ aud: receiver.origin, sub: SUBJECT });
  // RFC 8292: expires within 24 hours
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  expect(payload.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60);
}

/** Decrypts an aes128gcm message (RFC 8188) with the browser's keys (RFC 8291). */
function decrypt(body: Buffer, keys: BrowserKeys): unknown {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const shared = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // the last record: the text, the 0x02 delimiter, then zero padding
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(0x02);
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

describe('POST /settings: the Web Push subscription', () => {
  test('a loopback receiver is accepted outside production, read back, and null clears it', async () => {
    const { cookie } = await signUp(app());
    const subscription = subscriptionJson(`${receiver.origin}/push/1`);
    const saved = await saveSubscription(cookie, subscription);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedSubscription(cookie)).toBe(subscription);
    // other settings leave it alone
    await call(app(), 'POST', `${V2}/settings`, { cookie, payload: { odds_type: 'american' } });
    expect(await storedSubscription(cookie)).toBe(subscription);
    expect((await saveSubscription(cookie, null)).statusCode).toBe(200);
    expect(await storedSubscription(cookie)).toBeNull();
  });

  test('stored rebuilt: fields a browser does not send are dropped', async () => {
    const { cookie } = await signUp(app());
    const subscription = JSON.parse(
      subscriptionJson('https://fcm.googleapis.com/fcm/send/abc'),
    ) as Record<string, unknown>;
    const res = await saveSubscription(cookie, JSON.stringify({ ...subscription, extra: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse((await storedSubscription(cookie)) ?? '')).toEqual(subscription);
  });

  const keys = browserKeys();
  const p256dh = keys.ecdh.getPublicKey().toString('base64url');
  const auth = keys.auth.toString('base64url');
  const json = (endpoint: string, k: Record<string, string> = { p256dh, auth }) =>
    JSON.stringify({ endpoint, expirationTime: null, keys: k });

  test.each([
    ['not JSON', 'sub-1', 'invalid_push_subscription'],
    [
      'no keys',
      JSON.stringify({ endpoint: 'https://fcm.googleapis.com/x' }),
      'invalid_push_subscription',
    ],
    ['an unknown host', json('https://push.evil.example/x'), 'push_service_not_allowed'],
    ['http to a push service', json('http://fcm.googleapis.com/x'), 'push_service_not_allowed'],
    [
      'a cloud metadata address',
      json('https://169.254.169.254/latest'),
      'push_service_not_allowed',
    ],
    ['a private address over http', json('http://10.0.0.1/x'), 'push_service_not_allowed'],
    ['another port', json('https://fcm.googleapis.com:8443/x'), 'push_service_not_allowed'],
    [
      'a short p256dh',
      json('https://fcm.googleapis.com/x', { p256dh: p256dh.slice(0, 80), auth }),
      'invalid_push_keys',
    ],
    [
      'a 15-byte auth',
      json('https://fcm.googleapis.com/x', {
        p256dh,
        auth: keys.auth.subarray(1).toString('base64url'),
      }),
      'invalid_push_keys',
    ],
  ])('%s: 422 with the code on the field', async (_, value, code) => {
    const { cookie } = await signUp(app());
    const res = await saveSubscription(cookie, value);
    expect(res.statusCode).toBe(422);
    expect(formErrorSchema.parse(res.json()).errors[FIELD]?.[0]?.code).toBe(code);
    expect(await storedSubscription(cookie)).toBeNull();
  });

  test('longer than a real subscription: 400', async () => {
    const { cookie } = await signUp(app());
    expect((await saveSubscription(cookie, 'x'.repeat(2001))).statusCode).toBe(400);
  });

  test('a loopback receiver is refused with the production config', async () => {
    const production = await server.sibling({
      webPushEndpoints: { allowedHosts: ['fcm.googleapis.com'], loopback: false },
    });
    try {
      const { cookie } = await signUp(production.app);
      const res = await saveSubscription(
        cookie,
        subscriptionJson(`${receiver.origin}/push/1`),
        production.app,
      );
      expect(res.statusCode).toBe(422);
      expect(formErrorSchema.parse(res.json()).errors[FIELD]?.[0]?.code).toBe(
        'push_service_not_allowed',
      );
    } finally {
      await production.app.close();
    }
  });
});

describe('GET /settings push_public_key', () => {
  test('the VAPID public key, to anyone', async () => {
    const res = await call(app(), 'GET', `${V2}/settings`);
    expect(settingsSchema.parse(res.json()).push_public_key).toBe(VAPID.publicKey);
  });
});

describe('sending', () => {
  test('a credited deposit reaches the receiver encrypted, signed, in the player language', async () => {
    const { cookie } = await signUp(app(), {}, { 'accept-language': 'de' });
    const keys = browserKeys();
    await saveSubscription(cookie, subscriptionJson(`${receiver.origin}/push/abc?x=1`, keys));
    // a failed deposit is not among the events sent
    await deposit(cookie, 1234, 'error');
    await deposit(cookie, 5000, 'success');
    await waitFor(() => receiver.received.length > 0);
    const [message] = receiver.received;
    if (!message) throw new Error('nothing received');
    expect(message.method).toBe('POST');
    expect(message.url).toBe('/push/abc?x=1');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['content-type']).toBe('application/octet-stream');
    expect(message.headers.ttl).toBe('3600');
    checkVapid(message.headers.authorization);
    const credited = (await notifications(cookie)).find((n) => n.type === 'deposit_credited');
    expect(decrypt(message.body, keys)).toEqual({
      id: credited?.id,
      type: 'deposit_credited',
      title: 'Einzahlung eingegangen',
      body: '50.00 EUR wurden deinem Guthaben gutgeschrieben.',
    });
    expect(receiver.received).toHaveLength(1);
  });

  test('a won bet is sent too', async () => {
    // the feed runner brings settlement to the bets; it is never started here
    const bets = await server.sibling(
      {},
      { feed: testFeed(), webPush: { ...VAPID, subject: SUBJECT } },
    );
    try {
      const [match] = await insertMatches(server.database.db, 1);
      if (!match) throw new Error('no match');
      const { player, cookie } = await signUp(bets.app);
      await setBalance(server.database.db, String(player.id), 'EUR', 100_00);
      const keys = browserKeys();
      await saveSubscription(
        cookie,
        subscriptionJson(`${receiver.origin}/push/bets`, keys),
        bets.app,
      );
      await placeOk(
        bets.app,
        cookie,
        betBody('single', 10_00, [{ match, outcome: 'home', odds: 2 }]),
      );
      await settle(bets.app, match, [{ market_id: 1, results: { home: 'win_entire' } }]);
      await waitFor(() => receiver.received.length > 0);
      const [won] = await notifications(cookie);
      expect(decrypt(receiver.received[0]?.body ?? Buffer.alloc(0), keys)).toEqual({
        id: won?.id,
        type: 'bet_won',
        title: 'Bet won',
        body: 'Your bet won 20.00 EUR. It is in your balance.',
      });
    } finally {
      await bets.app.close();
    }
  });

  test('a subscription the push service calls gone (410) is removed', async () => {
    const { cookie } = await signUp(app());
    receiver.status = 410;
    await saveSubscription(cookie, subscriptionJson(`${receiver.origin}/push/gone`));
    await deposit(cookie, 1000, 'success');
    await waitFor(async () => (await storedSubscription(cookie)) === null);
    expect(receiver.received).toHaveLength(1);
  });

  test('another refusal (500) keeps the subscription; closing waits for sends in flight', async () => {
    const sender = await server.sibling({}, { webPush: { ...VAPID, subject: SUBJECT } });
    const { cookie } = await signUp(sender.app);
    receiver.status = 500;
    const subscription = subscriptionJson(`${receiver.origin}/push/flaky`);
    await saveSubscription(cookie, subscription, sender.app);
    await deposit(cookie, 1000, 'success', sender.app);
    await sender.app.close();
    expect(receiver.received).toHaveLength(1);
    expect(await storedSubscription(cookie)).toBe(subscription);
  });

  test('a listener that throws, rejects or hangs does not hold or fail the event', async () => {
    const seen: NotificationRow[] = [];
    const broken = await server.sibling(
      {},
      {
        notificationListeners: [
          () => {
            throw new Error('listener broke at once');
          },
          () => Promise.reject(new Error('listener broke later')),
          () => new Promise<void>(() => undefined),
          (row) => {
            seen.push(row);
          },
        ],
      },
    );
    try {
      const { cookie } = await signUp(broken.app);
      await deposit(cookie, 1000, 'success', broken.app);
      const [credited] = await notifications(cookie);
      expect(credited?.type).toBe('deposit_credited');
      await waitFor(() => seen.length === 1);
      expect(seen[0]?.id).toBe(credited?.id);
    } finally {
      await broken.app.close();
    }
  });
});
