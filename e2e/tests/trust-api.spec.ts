import { expect, test } from '@playwright/test';

// Issue 12, trust boundaries, through the running pair: what a browser sends in the proxy
// headers is not what the backend believes.

test('a client X-Country through the web is not believed', async ({ request }) => {
  const res = await request.get('/api/platform/system', { headers: { 'x-country': 'KP' } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ user_country: null, country_blocked: false });
});

test('a client X-Forwarded-Proto does not make the session cookie Secure', async ({ request }) => {
  const email = `trust-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await request.post('/api/platform/users', {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    data: {
      email,
      password: 'Trust-pass-2026',
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value;
  expect(cookie).toMatch(/^sportsbook_session=/);
  expect(cookie).not.toMatch(/;\s*Secure/i);
});
