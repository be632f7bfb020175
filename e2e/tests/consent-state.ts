/**
 * Every test starts as a visitor who answered the cookie notice with "essential only" (spec §4)
 * and has already seen the sign-up and deposit reminders, so neither covers the page;
 * consent.spec.ts and reminders.spec.ts start without them.
 */
const cookie = (baseURL: string, name: string, value: string) => ({
  name,
  value,
  domain: new URL(baseURL).hostname,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

export const consented = (baseURL: string) => ({
  cookies: [
    cookie(baseURL, 'consent', 'v1.a0.s0'),
    cookie(baseURL, 'signUpReminded', '1'),
    cookie(baseURL, 'depositReminded', '1'),
  ],
  origins: [],
});

/** The state of the pair under test's site (for contexts a test opens itself). */
export const CONSENTED = consented(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');

/** Only the cookie answer: the reminders are still to come. */
export const CONSENT_ONLY = {
  cookies: CONSENTED.cookies.filter((c) => c.name === 'consent'),
  origins: [],
};

/** No cookie answer, the reminders already seen: the cookie notice alone. */
export const REMINDED_ONLY = {
  cookies: CONSENTED.cookies.filter((c) => c.name !== 'consent'),
  origins: [],
};
