import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PASSWORD } from './bet-api';
import { confirmEmail } from './confirm-email';

// Issue #14 item 8, Web Push in Chromium: the opt-in in the notifications panel registers the
// site's service worker and stores the browser's subscription through POST /settings; a credited
// deposit is then sent by the server to the subscription's push service. No real push service is
// reachable here, so PushManager hands out a subscription whose endpoint is a local receiver (with
// real P-256 keys, so the server really encrypts), and the worker gets a message through the
// DevTools protocol as a push service would deliver it.

interface Received {
  headers: IncomingHttpHeaders;
  bytes: number;
}

let receiver: Server;
const received: Received[] = [];
let endpoint = '';

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, bytes: Buffer.concat(chunks).length });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/push/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** PushManager answering with a subscription to the local receiver (this test's endpoint). */
async function stubPushManager(page: Page, subscription: { endpoint: string }): Promise<void> {
  await page.addInitScript((sub: { endpoint: string }) => {
    let current: object | null = null;
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => sub,
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      // the site's VAPID key arrives as the 65 bytes of a P-256 public key
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array) || key.length !== 65) throw new Error('no VAPID key');
      current = make();
      return Promise.resolve(current as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(current as unknown as PushSubscription | null);
    };
  }, subscription);
}

async function storedSubscription(page: Page): Promise<string | null> {
  const res = await page.request.get('/api/sportsbook/v2/settings');
  return ((await res.json()) as { one_signal_push_notification_subscription: string | null })
    .one_signal_push_notification_subscription;
}

test(
  'opting in stores the subscription; a credited deposit is pushed; the worker shows it; opting out clears it',
  { tag: '@once' },
  async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const subscription = {
      endpoint: endpoint + id,
      expirationTime: null,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    await stubPushManager(page, subscription);
    await context.grantPermissions(['notifications']);
    const email = `push-${id}@test.example`;
    const res = await page.request.post('/api/platform/users', {
      data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    await confirmEmail(page.request, email);

    await page.goto('/');
    await page.getByTestId('notifications-button').click();
    const toggle = page.getByRole('switch', { name: 'Notify me when the site is closed' });
    await expect(toggle).not.toBeChecked();
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect(JSON.parse((await storedSubscription(page)) ?? '{}')).toEqual(subscription);
    await page.screenshot({
      path: `.artifacts/screenshots/push-switch-${test.info().project.name}.png`,
    });

    // the server sends the credited deposit to the subscription, encrypted, with its VAPID key
    const deposit = await page.request.post('/api/platform/player/quick_deposit', {
      data: { amount: 25_00, currency: 'EUR' },
    });
    expect(await deposit.json()).toMatchObject({ status: 'success' });
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const push = received.at(-1);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(push?.bytes).toBeGreaterThan(100);

    // the browser's side: the registered worker turns a delivered message into a notification
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list as { registrationId: string; scopeURL: string }[])
        registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(baseURL ?? page.url()).origin;
    await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registrations.get(`${origin}/`) ?? '',
        data: JSON.stringify({
          id: 9,
          type: 'deposit_credited',
          title: 'Deposit received',
          body: '25.00 EUR',
        }),
      });
    // a delivery that finds the worker still starting is sent again; the tag keeps it one notification
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => [n.title, n.body, n.tag]);
          });
          if (shown.length === 0) await deliver();
          return shown;
        },
        { timeout: 30_000 },
      )
      .toEqual([['Deposit received', '25.00 EUR', 'notification-9']]);

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    expect(await storedSubscription(page)).toBeNull();
  },
);
